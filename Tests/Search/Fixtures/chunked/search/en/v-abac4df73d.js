ConcordSearch.register("en/v-abac4df73d","2S-yPJVqJCiWP7WLdH9her2Q&Nrh{94009600@@r3");
