ConcordSearch.register("en/v-9440abc155","2S-yPJVqJCigGq!1dH9her2Q&Nrh{94009600@@r3");
