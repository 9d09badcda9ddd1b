ConcordSearch.register("en/v-814957a456","2S-yPJVqJE0ej[8zhDwg5dHbD]r2Q&Nrh{94009600@@r3");
