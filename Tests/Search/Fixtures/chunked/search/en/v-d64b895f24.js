ConcordSearch.register("en/v-d64b895f24","10uIm1%9C@lb03]4x(){6h8lvbb6a}?a%FMZw*fnWf^q2C");
