ConcordSearch.register("en/v-8fe751581a","10uIm1%9C@lb03]4x(){6hz#:gb6a}?a%FMZw*fnWf^q2C");
