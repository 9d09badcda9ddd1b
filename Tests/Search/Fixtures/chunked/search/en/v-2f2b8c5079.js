ConcordSearch.register("en/v-2f2b8c5079","10uIm1%9C@lb03]4x(){6hzMEcb6a}?a%FMZw*fnWf^q2C");
