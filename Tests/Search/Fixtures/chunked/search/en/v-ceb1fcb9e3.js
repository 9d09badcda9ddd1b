ConcordSearch.register("en/v-ceb1fcb9e3","2S-yPJVqJCihDOs7dH9her2Q&Nrh{94009600@@r3");
