ConcordSearch.register("en/v-a2e7dd2e5b","10uIm1%9C@lb03]4x(){6gDuTgb6a}?a%FMZw*fnWf^q2C");
