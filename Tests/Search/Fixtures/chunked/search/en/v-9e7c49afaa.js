ConcordSearch.register("en/v-9e7c49afaa","2S-yPJVqJE0ej[8zhbIZ#dHbD]r2Q&Nrh{94009600@@r3");
