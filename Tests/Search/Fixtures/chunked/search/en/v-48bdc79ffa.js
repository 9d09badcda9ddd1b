ConcordSearch.register("en/v-48bdc79ffa","2S-yPJVqJCihb@13dH9her2Q&Nrh{94009600@@r3");
