ConcordSearch.register("en/v-8d02d85acc","2S-yPJVqJE0ej[8zWOUyHdHbD]r2Q&Nrh{94009600@@r3");
