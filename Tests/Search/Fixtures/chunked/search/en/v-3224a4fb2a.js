ConcordSearch.register("en/v-3224a4fb2a","10u7$1%9C@lb03]4g+{mab6a}?a%FMZw*fnWf^q2C");
