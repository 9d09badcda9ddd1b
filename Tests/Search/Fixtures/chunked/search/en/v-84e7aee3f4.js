ConcordSearch.register("en/v-84e7aee3f4","3S-yPJVqJE0ej[8zrmjR[26bk[8JVZNSS-w50rr6300000");
