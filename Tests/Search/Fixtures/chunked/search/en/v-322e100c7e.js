ConcordSearch.register("en/v-322e100c7e","2S-yPJVqJE0ej[8zWn+NKdHbD]r2Q&Nrh{94009600@@r3");
