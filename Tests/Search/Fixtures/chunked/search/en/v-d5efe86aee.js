ConcordSearch.register("en/v-d5efe86aee","10uIm1%9C@lb03]4x(){6gCQd9b6a}?a%FMZw*fnWf^q2C");
