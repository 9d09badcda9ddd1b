ConcordSearch.register("en/v-638e54c1ff","2S-yPJVqJCihbR!0dH9her2Q&Nrh{94009600@@r3");
