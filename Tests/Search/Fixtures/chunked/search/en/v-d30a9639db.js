ConcordSearch.register("en/v-d30a9639db","2S-yPJVqJE0ej[8zge=K$dHbD]r2Q&Nrh{94009600@@r3");
