ConcordSearch.register("en/v-6faea41418","2S-yPJVqJE0ej[8zV@2gFdHbD]r2Q&Nrh{94009600@@r3");
