ConcordSearch.register("en/v-ec890b0fbf","10uIm1%9C@lb03]4x(){6gbf$7b6a}?a%FMZw*fnWf^q2C");
