ConcordSearch.register("en/v-dd7e143492","2S-yPJVqJCif&=U0dH9her2Q&Nrh{94009600@@r3");
