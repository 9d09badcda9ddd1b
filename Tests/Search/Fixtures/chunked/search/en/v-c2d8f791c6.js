ConcordSearch.register("en/v-c2d8f791c6","3S-yPJVqJE0ej[8zr)_?{26bk[8JVZNSS-w50rr6300000");
