ConcordSearch.register("en/v-8c5362c61d","2S-yPJVqJE0ej[8zgfq[3dHbD]r2Q&Nrh{94009600@@r3");
