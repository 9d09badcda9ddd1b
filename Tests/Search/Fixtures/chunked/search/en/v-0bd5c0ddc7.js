ConcordSearch.register("en/v-0bd5c0ddc7","2S-yPJVqJE0ej[8zgF#N$dHbD]r2Q&Nrh{94009600@@r3");
