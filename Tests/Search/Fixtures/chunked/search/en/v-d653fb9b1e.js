ConcordSearch.register("en/v-d653fb9b1e","10u7$1%9C@lb03]4hzusab6a}?a%FMZw*fnWf^q2C");
