ConcordSearch.register("en/v-e3a34702eb","10u7$1%9C@lb03]4gCZjab6a}?a%FMZw*fnWf^q2C");
