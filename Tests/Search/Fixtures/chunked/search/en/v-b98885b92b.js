ConcordSearch.register("en/v-b98885b92b","2S-yPJVqJCiV@CEJdH9her2Q&Nrh{94009600@@r3");
