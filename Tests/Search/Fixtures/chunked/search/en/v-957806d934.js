ConcordSearch.register("en/v-957806d934","10uIm1%9C@lb03]4x(){6gCZjab6a}?a%FMZw*fnWf^q2C");
