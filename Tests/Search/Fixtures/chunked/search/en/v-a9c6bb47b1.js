ConcordSearch.register("en/v-a9c6bb47b1","2S-yPJVqJCif&#!2dH9her2Q&Nrh{94009600@@r3");
