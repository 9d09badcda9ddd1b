ConcordSearch.register("en/v-4d9dcb81c7","3S-yPJVqJCir)_?{1#pZd8JVZPSS-w50rr6300000");
