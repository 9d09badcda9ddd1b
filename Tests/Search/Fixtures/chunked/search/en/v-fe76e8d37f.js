ConcordSearch.register("en/v-fe76e8d37f","2S-yPJVqJCigGS14dH9her2Q&Nrh{94009600@@r3");
