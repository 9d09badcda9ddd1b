ConcordSearch.register("en/v-9440c65da2","2S-yPJVqJCihD4$2dH9her2Q&Nrh{94009600@@r3");
