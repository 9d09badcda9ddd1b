ConcordSearch.register("en/v-abac4df73d","10u7$1%9C@lb03]4gDuTgb6a}?a%FMZw*fnWf^q2C");
