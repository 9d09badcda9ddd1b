ConcordSearch.register("en/v-957806d934","2S-yPJVqJE0ej[8zhDFm6dHbD]r2Q&Nrh{94009600@@r3");
