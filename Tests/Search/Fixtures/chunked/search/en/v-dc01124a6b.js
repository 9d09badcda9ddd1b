ConcordSearch.register("en/v-dc01124a6b","10u7$1%9C@lb03]4gb{Eeb6a}?a%FMZw*fnWf^q2C");
