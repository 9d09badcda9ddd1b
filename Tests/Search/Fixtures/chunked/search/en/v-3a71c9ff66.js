ConcordSearch.register("en/v-3a71c9ff66","2S-yPJVqJCihb?}2dH9her2Q&Nrh{94009600@@r3");
