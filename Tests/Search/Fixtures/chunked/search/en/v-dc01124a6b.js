ConcordSearch.register("en/v-dc01124a6b","2S-yPJVqJCiVqw$DdH9her2Q&Nrh{94009600@@r3");
