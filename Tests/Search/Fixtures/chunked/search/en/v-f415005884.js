ConcordSearch.register("en/v-f415005884","3S-yPJVqJCirmjR[1#pZd8JVZPSS-w50rr6300000");
