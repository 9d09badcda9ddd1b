ConcordSearch.register("en/v-52bd5fb854","2S-yPJVqJCigG8T#dH9her2Q&Nrh{94009600@@r3");
