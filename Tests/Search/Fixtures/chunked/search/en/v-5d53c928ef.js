ConcordSearch.register("en/v-5d53c928ef","2S-yPJVqJE0ej[8zVSbvIdHbD]r2Q&Nrh{94009600@@r3");
