ConcordSearch.register("en/v-488be8a0c4","10uIm1%9C@lb03]4x(){6gc3Kfb6a}?a%FMZw*fnWf^q2C");
