ConcordSearch.register("en/v-f1acc36970","2S-yPJVqJCif&(.1dH9her2Q&Nrh{94009600@@r3");
