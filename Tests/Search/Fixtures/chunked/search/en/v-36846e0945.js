ConcordSearch.register("en/v-36846e0945","3S-yPJVqJE0ej[9]rmjR[26bk[8JVZNSS-w50rr6300000");
