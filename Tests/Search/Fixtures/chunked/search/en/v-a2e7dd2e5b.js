ConcordSearch.register("en/v-a2e7dd2e5b","2S-yPJVqJE0ej[8zWP7WLdHbD]r2Q&Nrh{94009600@@r3");
