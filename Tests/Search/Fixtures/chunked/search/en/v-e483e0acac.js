ConcordSearch.register("en/v-e483e0acac","10uIm1%9C@lb03]4x(){6hA8*hb6a}?a%FMZw*fnWf^q2C");
