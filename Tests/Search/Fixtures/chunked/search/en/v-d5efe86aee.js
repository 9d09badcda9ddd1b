ConcordSearch.register("en/v-d5efe86aee","2S-yPJVqJE0ej[8zhD4$2dHbD]r2Q&Nrh{94009600@@r3");
