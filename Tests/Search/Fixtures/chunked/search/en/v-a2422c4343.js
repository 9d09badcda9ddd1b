ConcordSearch.register("en/v-a2422c4343","2S-yPJVqJE0ej[8zg/@a5dHbD]r2Q&Nrh{94009600@@r3");
