ConcordSearch.register("en/v-7a6558592d","2S-yPJVqJCigGz~2dH9her2Q&Nrh{94009600@@r3");
