ConcordSearch.register("en/v-cff22942b9","10uIm1%9C@lb03]4x(){6g=uKeb6a}?a%FMZw*fnWf^q2C");
