ConcordSearch.register("en/v-814957a456","10uIm1%9C@lb03]4x(){6gC{vcb6a}?a%FMZw*fnWf^q2C");
