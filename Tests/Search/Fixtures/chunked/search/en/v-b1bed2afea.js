ConcordSearch.register("en/v-b1bed2afea","10u7$1%9C@lb03]4f!_~6b6a}?a%FMZw*fnWgA}kE");
