ConcordSearch.register("en/v-de3d0d6f2a","2S-yPJVqJE0ej[8zge(Q#dHbD]r2Q&Nrh{94009600@@r3");
