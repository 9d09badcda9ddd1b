ConcordSearch.register("en/v-d653fb9b1e","2S-yPJVqJCigF(H%dH9her2Q&Nrh{94009600@@r3");
