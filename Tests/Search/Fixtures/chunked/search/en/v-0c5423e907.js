ConcordSearch.register("en/v-0c5423e907","2S-yPJVqJCif&lp}dH9her2Q&Nrh{94009600@@r3");
