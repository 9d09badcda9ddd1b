ConcordSearch.register("en/v-4d91feb776","2S-yPJVqJE0ej[8zhDOs7dHbD]r2Q&Nrh{94009600@@r3");
