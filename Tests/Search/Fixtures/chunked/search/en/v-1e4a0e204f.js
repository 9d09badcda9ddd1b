ConcordSearch.register("en/v-1e4a0e204f","2S-yPJVqJCihced5dH9her2Q&Nrh{94009600@@r3");
