ConcordSearch.register("en/v-e3a34702eb","2S-yPJVqJCihDFm6dH9her2Q&Nrh{94009600@@r3");
