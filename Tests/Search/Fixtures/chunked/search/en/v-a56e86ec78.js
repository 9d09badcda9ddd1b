ConcordSearch.register("en/v-a56e86ec78","10uIm1%9C@lb03]4x(){6g=cycb6a}?a%FMZw*fnWf^q2C");
