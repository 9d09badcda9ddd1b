ConcordSearch.register("en/v-0701594963","2S-yPJVqJE0ej[8zhced5dHbD]r2Q&Nrh{94009600@@r3");
