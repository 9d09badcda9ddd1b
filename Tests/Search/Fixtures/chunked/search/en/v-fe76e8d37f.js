ConcordSearch.register("en/v-fe76e8d37f","10u7$1%9C@lb03]4hA8*hb6a}?a%FMZw*fnWf^q2C");
