ConcordSearch.register("en/v-e51d572d96","3S-yPJVqJE0ej[8zsjf}}26bk[8JVZNSS-w50rr6300000");
