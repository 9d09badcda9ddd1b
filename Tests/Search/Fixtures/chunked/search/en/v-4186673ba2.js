ConcordSearch.register("en/v-4186673ba2","10uIm1%9C@lb03]4x(){6f/718b6a}?a%FMZw*fnWf^q2C");
