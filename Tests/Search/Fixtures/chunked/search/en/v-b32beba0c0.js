ConcordSearch.register("en/v-b32beba0c0","10u7$1%9C@lb03]4h83j9b6a}?a%FMZw*fnWf^q2C");
