ConcordSearch.register("en/v-26a0e2579b","10u7$1%9C@lb03]4gCH78b6a}?a%FMZw*fnWf^q2C");
