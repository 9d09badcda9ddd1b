ConcordSearch.register("en/v-380bef3119","2S-yPJVqJE0ej[8zg/R[2dHbD]r2Q&Nrh{94009600@@r3");
