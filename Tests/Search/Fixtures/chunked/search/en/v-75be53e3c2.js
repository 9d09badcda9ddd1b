ConcordSearch.register("en/v-75be53e3c2","2S-yPJVqJCif&VN#dH9her2Q&Nrh{94009600@@r3");
