ConcordSearch.register("en/v-ffede44f9b","3S-yPJVqJE0ej[8zqQOz(26bk[8JVZNSS-w50rr6300000");
