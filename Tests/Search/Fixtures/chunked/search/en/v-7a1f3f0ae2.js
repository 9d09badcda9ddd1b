ConcordSearch.register("en/v-7a1f3f0ae2","10uIm1%9C@lb03]4x(){6f!:!5b6a}?a%FMZw*fnWf^q2C");
