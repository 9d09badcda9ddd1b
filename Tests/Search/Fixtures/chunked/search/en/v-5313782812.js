ConcordSearch.register("en/v-5313782812","2S-yPJVqJCigGh.0dH9her2Q&Nrh{94009600@@r3");
