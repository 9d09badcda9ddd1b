ConcordSearch.register("en/v-8e62cc9cba","2S-yPJVqJCiVq/mHdH9her2Q&Nrh{94009600@@r3");
