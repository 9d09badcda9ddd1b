ConcordSearch.register("en/v-600e87cf58","2S-yPJVqJCige(Q#dH9her2Q&Nrh{94009600@@r3");
