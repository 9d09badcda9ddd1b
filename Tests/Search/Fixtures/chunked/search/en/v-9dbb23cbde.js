ConcordSearch.register("en/v-9dbb23cbde","10u7$1%9C@lb03]4hzVKdb6a}?a%FMZw*fnWf^q2C");
