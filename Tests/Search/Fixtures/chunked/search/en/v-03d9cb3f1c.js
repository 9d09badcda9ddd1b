ConcordSearch.register("en/v-03d9cb3f1c","2S-yPJVqJE0ej[8zhb?}2dHbD]r2Q&Nrh{94009600@@r3");
