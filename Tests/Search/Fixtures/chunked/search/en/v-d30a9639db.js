ConcordSearch.register("en/v-d30a9639db","10uIm1%9C@lb03]4x(){6gbp48b6a}?a%FMZw*fnWf^q2C");
