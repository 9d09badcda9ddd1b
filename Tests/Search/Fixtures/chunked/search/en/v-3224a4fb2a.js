ConcordSearch.register("en/v-3224a4fb2a","2S-yPJVqJCif&DB%dH9her2Q&Nrh{94009600@@r3");
