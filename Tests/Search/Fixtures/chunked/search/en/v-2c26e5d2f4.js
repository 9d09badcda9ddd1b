ConcordSearch.register("en/v-2c26e5d2f4","10u7$1%9C@lb03]4gD3Bdb6a}?a%FMZw*fnWf^q2C");
