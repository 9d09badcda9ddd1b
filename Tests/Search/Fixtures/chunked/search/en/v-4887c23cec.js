ConcordSearch.register("en/v-4887c23cec","10u7$1%9C@lb03]4f/Hpcb6a}?a%FMZw*fnWg9RbD");
