ConcordSearch.register("en/v-493a5e3573","2S-yPJVqJE0ej[8zhDe43dHbD]r2Q&Nrh{94009600@@r3");
