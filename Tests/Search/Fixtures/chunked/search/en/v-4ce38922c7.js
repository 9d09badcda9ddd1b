ConcordSearch.register("en/v-4ce38922c7","2S-yPJVqJE0ej[8zVqw$DdHbD]r2Q&Nrh{94009600@@r3");
