ConcordSearch.register("en/v-7a29cb6e0e","10u7$1%9C@lb03]4f/g79b6a}?a%FMZw*fnWgA}kE");
