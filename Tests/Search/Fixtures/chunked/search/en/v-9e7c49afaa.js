ConcordSearch.register("en/v-9e7c49afaa","10uIm1%9C@lb03]4x(){6h83j9b6a}?a%FMZw*fnWf^q2C");
