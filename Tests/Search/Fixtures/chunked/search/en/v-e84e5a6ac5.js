ConcordSearch.register("en/v-e84e5a6ac5","3S-yPJVqJDZrmjR[1#pZd8JVZPSS-w50rr6300000");
