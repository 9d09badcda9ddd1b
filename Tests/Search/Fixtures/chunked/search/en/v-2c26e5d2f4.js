ConcordSearch.register("en/v-2c26e5d2f4","2S-yPJVqJCihDe43dH9her2Q&Nrh{94009600@@r3");
