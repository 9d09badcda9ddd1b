ConcordSearch.register("en/v-995cb2debf","2S-yPJVqJE0ej[8zgGz~2dHbD]r2Q&Nrh{94009600@@r3");
