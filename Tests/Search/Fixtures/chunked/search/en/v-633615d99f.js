ConcordSearch.register("en/v-633615d99f","2S-yPJVqJCigfh?2dH9her2Q&Nrh{94009600@@r3");
