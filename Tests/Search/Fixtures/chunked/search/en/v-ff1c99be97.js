ConcordSearch.register("en/v-ff1c99be97","2S-yPJVqJCiU#GdGdH9her2Q&Nrh{94009600@@r3");
