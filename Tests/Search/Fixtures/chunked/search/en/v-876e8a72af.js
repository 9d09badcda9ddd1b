ConcordSearch.register("en/v-876e8a72af","2S-yPJVqJE0ej[8zf&(.1dHbD]r2Q&Nrh{94009600@@r3");
