ConcordSearch.register("en/v-9dbb23cbde","2S-yPJVqJCigGI}3dH9her2Q&Nrh{94009600@@r3");
