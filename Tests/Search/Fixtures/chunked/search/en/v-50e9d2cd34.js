ConcordSearch.register("en/v-50e9d2cd34","10u7$1%9C@lb03]4f/718b6a}?a%FMZw*fnWgA}kE");
