ConcordSearch.register("en/v-d8b5c8e405","10u7$1%9C@lb03]4gb*ydb6a}?a%FMZw*fnWf^q2C");
