ConcordSearch.register("en/v-e1980eb660","2S-yPJVqJE0ej[8zhb@13dHbD]r2Q&Nrh{94009600@@r3");
