ConcordSearch.register("en/v-8c5362c61d","10uIm1%9C@lb03]4x(){6gb*ydb6a}?a%FMZw*fnWf^q2C");
