ConcordSearch.register("en/v-cb9ee257b2","3S-yPJVqJE0ej[8zqpnq~26bk[8JVZNSS-w50rr6300000");
