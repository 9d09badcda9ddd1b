ConcordSearch.register("en/v-e42dc83cef","2S-yPJVqJE0ej[8zgGI}3dHbD]r2Q&Nrh{94009600@@r3");
