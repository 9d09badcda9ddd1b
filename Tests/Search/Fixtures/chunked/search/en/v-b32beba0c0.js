ConcordSearch.register("en/v-b32beba0c0","2S-yPJVqJCihbIZ#dH9her2Q&Nrh{94009600@@r3");
