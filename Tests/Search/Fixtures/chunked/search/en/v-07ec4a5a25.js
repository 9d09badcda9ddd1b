ConcordSearch.register("en/v-07ec4a5a25","2S-yPJVqJCigF#N$dH9her2Q&Nrh{94009600@@r3");
