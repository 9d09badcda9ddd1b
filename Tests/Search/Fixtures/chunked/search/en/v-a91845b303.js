ConcordSearch.register("en/v-a91845b303","2S-yPJVqJCiWntpGdH9her2Q&Nrh{94009600@@r3");
