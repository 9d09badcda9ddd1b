ConcordSearch.register("en/v-a56f1ac5af","2S-yPJVqJCif&MH$dH9her2Q&Nrh{94009600@@r3");
