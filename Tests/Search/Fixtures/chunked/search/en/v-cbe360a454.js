ConcordSearch.register("en/v-cbe360a454","10u7$1%9C@lb03]4hAh)ib6a}?a%FMZw*fnWf^q2C");
