ConcordSearch.register("en/v-b2cbc68143","10u7$1%9C@lb03]4gC{vcb6a}?a%FMZw*fnWf^q2C");
