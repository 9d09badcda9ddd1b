ConcordSearch.register("en/v-d8b5c8e405","2S-yPJVqJCigfq[3dH9her2Q&Nrh{94009600@@r3");
