ConcordSearch.register("en/v-e483e0acac","2S-yPJVqJE0ej[8zgGS14dHbD]r2Q&Nrh{94009600@@r3");
