ConcordSearch.register("en/v-f688a32818","2S-yPJVqJE0ej[8zg/z+0dHbD]r2Q&Nrh{94009600@@r3");
