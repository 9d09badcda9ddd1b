ConcordSearch.register("en/v-fab1063fe6","2S-yPJVqJCigeMy@dH9her2Q&Nrh{94009600@@r3");
