ConcordSearch.register("en/v-a4c0a53100","2S-yPJVqJCiWn+NKdH9her2Q&Nrh{94009600@@r3");
