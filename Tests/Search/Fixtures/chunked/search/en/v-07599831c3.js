ConcordSearch.register("en/v-07599831c3","2S-yPJVqJE0ej[8zgeVE%dHbD]r2Q&Nrh{94009600@@r3");
