ConcordSearch.register("en/v-328045ef60","2S-yPJVqJCige=K$dH9her2Q&Nrh{94009600@@r3");
