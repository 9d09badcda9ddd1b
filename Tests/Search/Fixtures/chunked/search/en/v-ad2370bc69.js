ConcordSearch.register("en/v-ad2370bc69","2S-yPJVqJE0ej[8zV@CEJdHbD]r2Q&Nrh{94009600@@r3");
