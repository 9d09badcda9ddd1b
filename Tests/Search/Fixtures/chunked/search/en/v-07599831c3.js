ConcordSearch.register("en/v-07599831c3","10uIm1%9C@lb03]4x(){6gbHgab6a}?a%FMZw*fnWf^q2C");
