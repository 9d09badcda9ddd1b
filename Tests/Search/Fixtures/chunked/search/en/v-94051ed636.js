ConcordSearch.register("en/v-94051ed636","10u7$1%9C@lb03]4f!:!5b6a}?a%FMZw*fnWgA}kE");
