ConcordSearch.register("en/v-e93794eb08","10u7$1%9C@lb03]4g=MWgb6a}?a%FMZw*fnWf^q2C");
