ConcordSearch.register("en/v-9fee9e0401","3S-yPJVqJE0ej[9]p%@h_26bk[8JVZNSS-w50rr6300000");
