ConcordSearch.register("en/v-c906194a95","2S-yPJVqJE0ej[8zf&lp}dHbD]r2Q&Nrh{94009600@@r3");
