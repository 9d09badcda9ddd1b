ConcordSearch.register("en/v-8270e5fb44","10u7$1%9C@lb03]4gbHgab6a}?a%FMZw*fnWf^q2C");
