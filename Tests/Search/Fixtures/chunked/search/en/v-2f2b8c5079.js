ConcordSearch.register("en/v-2f2b8c5079","2S-yPJVqJE0ej[8zgG8T#dHbD]r2Q&Nrh{94009600@@r3");
