ConcordSearch.register("en/v-1989975387","2S-yPJVqJE0ej[8zhDna4dHbD]r2Q&Nrh{94009600@@r3");
