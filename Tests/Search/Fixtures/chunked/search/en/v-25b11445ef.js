ConcordSearch.register("en/v-25b11445ef","2S-yPJVqJE0ej[8zgF(H%dHbD]r2Q&Nrh{94009600@@r3");
