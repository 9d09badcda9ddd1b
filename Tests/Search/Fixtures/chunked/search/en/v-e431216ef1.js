ConcordSearch.register("en/v-e431216ef1","10u7$1%9C@lb03]4f/pdab6a}?a%FMZw*fnWgA}kE");
