ConcordSearch.register("en/v-4f77916702","2S-yPJVqJE0ej[8zU#GdGdHbD]r2Q&Nrh{94009600@@r3");
