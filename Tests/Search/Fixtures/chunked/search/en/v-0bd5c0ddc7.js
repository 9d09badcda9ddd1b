ConcordSearch.register("en/v-0bd5c0ddc7","10uIm1%9C@lb03]4x(){6hz=Qeb6a}?a%FMZw*fnWf^q2C");
