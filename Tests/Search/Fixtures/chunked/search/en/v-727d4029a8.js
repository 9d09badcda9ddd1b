ConcordSearch.register("en/v-727d4029a8","2S-yPJVqJE0ej[8zf&#!2dHbD]r2Q&Nrh{94009600@@r3");
