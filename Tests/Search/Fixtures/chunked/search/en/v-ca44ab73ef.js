ConcordSearch.register("en/v-ca44ab73ef","2S-yPJVqJE0ej[8zgf8+1dHbD]r2Q&Nrh{94009600@@r3");
