ConcordSearch.register("en/v-67c4641fb9","2S-yPJVqJE0ej[8zgGq!1dHbD]r2Q&Nrh{94009600@@r3");
