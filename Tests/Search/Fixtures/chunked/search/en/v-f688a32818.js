ConcordSearch.register("en/v-f688a32818","10uIm1%9C@lb03]4x(){6f!%}7b6a}?a%FMZw*fnWf^q2C");
