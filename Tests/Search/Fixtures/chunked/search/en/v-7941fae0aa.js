ConcordSearch.register("en/v-7941fae0aa","10u7$1%9C@lb03]4f!%}7b6a}?a%FMZw*fnWgA}kE");
