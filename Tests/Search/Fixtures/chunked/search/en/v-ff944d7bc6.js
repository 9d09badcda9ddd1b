ConcordSearch.register("en/v-ff944d7bc6","2S-yPJVqJCigf8+1dH9her2Q&Nrh{94009600@@r3");
