ConcordSearch.register("en/v-baa99dadeb","3S-yPJVqJE0ej[8zrNK.]26bk[8JVZNSS-w50rr6300000");
