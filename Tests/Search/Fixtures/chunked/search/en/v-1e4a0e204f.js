ConcordSearch.register("en/v-1e4a0e204f","10u7$1%9C@lb03]4h8uBcb6a}?a%FMZw*fnWf^q2C");
