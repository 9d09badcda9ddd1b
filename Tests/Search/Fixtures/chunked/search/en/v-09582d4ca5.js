ConcordSearch.register("en/v-09582d4ca5","2S-yPJVqJCiVSbvIdH9her2Q&Nrh{94009600@@r3");
