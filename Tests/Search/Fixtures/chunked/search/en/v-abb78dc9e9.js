ConcordSearch.register("en/v-abb78dc9e9","2S-yPJVqJE0ej[8zg/qW#dHbD]r2Q&Nrh{94009600@@r3");
