ConcordSearch.register("en/v-9440c65da2","10u7$1%9C@lb03]4gCQd9b6a}?a%FMZw*fnWf^q2C");
