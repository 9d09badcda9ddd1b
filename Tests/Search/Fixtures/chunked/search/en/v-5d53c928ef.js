ConcordSearch.register("en/v-5d53c928ef","10uIm1%9C@lb03]4x(){6hAq%jb6a}?a%FMZw*fnWf^q2C");
