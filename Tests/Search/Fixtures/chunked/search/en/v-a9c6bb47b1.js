ConcordSearch.register("en/v-a9c6bb47b1","10u7$1%9C@lb03]4g=DQfb6a}?a%FMZw*fnWf^q2C");
