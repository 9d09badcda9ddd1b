ConcordSearch.register("en/v-d64b895f24","2S-yPJVqJE0ej[8zhb.~1dHbD]r2Q&Nrh{94009600@@r3");
