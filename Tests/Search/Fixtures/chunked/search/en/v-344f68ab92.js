ConcordSearch.register("en/v-344f68ab92","2S-yPJVqJE0ej[8zhC}[1dHbD]r2Q&Nrh{94009600@@r3");
