ConcordSearch.register("en/v-dd7e143492","10u7$1%9C@lb03]4g=lEdb6a}?a%FMZw*fnWf^q2C");
