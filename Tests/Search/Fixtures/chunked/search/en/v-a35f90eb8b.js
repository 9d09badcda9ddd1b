ConcordSearch.register("en/v-a35f90eb8b","2S-yPJVqJE0ej[8zhc574dHbD]r2Q&Nrh{94009600@@r3");
