ConcordSearch.register("en/v-9084253bce","2S-yPJVqJCif&uv@dH9her2Q&Nrh{94009600@@r3");
