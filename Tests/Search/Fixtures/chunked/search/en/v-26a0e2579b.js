ConcordSearch.register("en/v-26a0e2579b","2S-yPJVqJCihDna4dH9her2Q&Nrh{94009600@@r3");
