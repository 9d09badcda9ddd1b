ConcordSearch.register("en/v-7a1f3f0ae2","2S-yPJVqJE0ej[8zg/hQ$dHbD]r2Q&Nrh{94009600@@r3");
