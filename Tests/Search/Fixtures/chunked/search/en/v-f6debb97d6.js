ConcordSearch.register("en/v-f6debb97d6","2S-yPJVqJE0ej[8zg/I?1dHbD]r2Q&Nrh{94009600@@r3");
