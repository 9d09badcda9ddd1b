ConcordSearch.register("en/v-d6d1598d01","3S-yPJVqJE0ej[8zp%@h_26bk[8JVZNSS-w50rr6300000");
