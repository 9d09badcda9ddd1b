ConcordSearch.register("en/v-263c296b08","2S-yPJVqJE0ej[8zhbR!0dHbD]r2Q&Nrh{94009600@@r3");
