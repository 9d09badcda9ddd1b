ConcordSearch.register("en/v-a56e86ec78","2S-yPJVqJE0ej[8zf&uv@dHbD]r2Q&Nrh{94009600@@r3");
