ConcordSearch.register("en/v-3dcccb469c","2S-yPJVqJCige#X0dH9her2Q&Nrh{94009600@@r3");
