ConcordSearch.register("en/v-abb78dc9e9","10uIm1%9C@lb03]4x(){6f/g79b6a}?a%FMZw*fnWf^q2C");
