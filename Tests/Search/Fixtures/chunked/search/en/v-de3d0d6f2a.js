ConcordSearch.register("en/v-de3d0d6f2a","10uIm1%9C@lb03]4x(){6gbZscb6a}?a%FMZw*fnWf^q2C");
