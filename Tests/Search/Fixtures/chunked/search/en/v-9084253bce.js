ConcordSearch.register("en/v-9084253bce","10u7$1%9C@lb03]4g=cycb6a}?a%FMZw*fnWf^q2C");
