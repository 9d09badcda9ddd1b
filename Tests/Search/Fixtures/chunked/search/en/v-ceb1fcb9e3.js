ConcordSearch.register("en/v-ceb1fcb9e3","10u7$1%9C@lb03]4gDcHeb6a}?a%FMZw*fnWf^q2C");
