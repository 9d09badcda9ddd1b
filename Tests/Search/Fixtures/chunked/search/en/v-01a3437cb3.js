ConcordSearch.register("en/v-01a3437cb3","2S-yPJVqJCihC}[1dH9her2Q&Nrh{94009600@@r3");
