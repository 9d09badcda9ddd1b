ConcordSearch.register("en/v-c16a2dd574","2S-yPJVqJCiWOUyHdH9her2Q&Nrh{94009600@@r3");
