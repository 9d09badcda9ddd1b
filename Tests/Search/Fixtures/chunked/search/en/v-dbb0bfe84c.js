ConcordSearch.register("en/v-dbb0bfe84c","10u7$1%9C@lb03]4f/yjbb6a}?a%FMZw*fnWgA}kE");
