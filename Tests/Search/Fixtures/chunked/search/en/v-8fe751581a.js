ConcordSearch.register("en/v-8fe751581a","2S-yPJVqJE0ej[8zgGh.0dHbD]r2Q&Nrh{94009600@@r3");
