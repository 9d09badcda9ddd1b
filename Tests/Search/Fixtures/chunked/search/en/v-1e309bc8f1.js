ConcordSearch.register("en/v-1e309bc8f1","2S-yPJVqJE0ej[8zg/.$3dHbD]r2Q&Nrh{94009600@@r3");
