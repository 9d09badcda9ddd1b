ConcordSearch.register("en/v-4186673ba2","2S-yPJVqJE0ej[8zg/&44dHbD]r2Q&Nrh{94009600@@r3");
