ConcordSearch.register("en/v-493a5e3573","10uIm1%9C@lb03]4x(){6gD3Bdb6a}?a%FMZw*fnWf^q2C");
