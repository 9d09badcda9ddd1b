ConcordSearch.register("en/v-4f8b7b2e5c","3S-yPJVqJE0ej[8zq{[I)26bk[8JVZNSS-w50rr6300000");
