ConcordSearch.register("en/v-b2cbc68143","2S-yPJVqJCihDwg5dH9her2Q&Nrh{94009600@@r3");
