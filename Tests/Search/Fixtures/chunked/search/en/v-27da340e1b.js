ConcordSearch.register("en/v-27da340e1b","3S-yPJVqJCiq{[I)1#pZd8JVZPSS-w50rr6300000");
