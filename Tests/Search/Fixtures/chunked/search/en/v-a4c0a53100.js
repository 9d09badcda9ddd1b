ConcordSearch.register("en/v-a4c0a53100","10u7$1%9C@lb03]4h8#_ib6a}?a%FMZw*fnWf^q2C");
