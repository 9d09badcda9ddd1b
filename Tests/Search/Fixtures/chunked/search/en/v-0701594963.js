ConcordSearch.register("en/v-0701594963","10uIm1%9C@lb03]4x(){6h8uBcb6a}?a%FMZw*fnWf^q2C");
