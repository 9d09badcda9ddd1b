ConcordSearch.register("en/v-c215519013","10uIm1%9C@lb03]4x(){6gbya9b6a}?a%FMZw*fnWf^q2C");
