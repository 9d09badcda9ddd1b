ConcordSearch.register("en/v-e8881f5659","2S-yPJVqJCihcnj6dH9her2Q&Nrh{94009600@@r3");
