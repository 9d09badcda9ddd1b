ConcordSearch.register("en/v-8270e5fb44","2S-yPJVqJCigeVE%dH9her2Q&Nrh{94009600@@r3");
