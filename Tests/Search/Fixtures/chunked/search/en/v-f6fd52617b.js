ConcordSearch.register("en/v-f6fd52617b","2S-yPJVqJCiV@2gFdH9her2Q&Nrh{94009600@@r3");
