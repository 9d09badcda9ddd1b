ConcordSearch.register("en/v-75be53e3c2","10u7$1%9C@lb03]4g+*g9b6a}?a%FMZw*fnWf^q2C");
