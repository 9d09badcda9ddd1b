ConcordSearch.register("en/v-9ac895d13f","2S-yPJVqJE0ej[8zVRY7EdHbD]r2Q&Nrh{94009600@@r3");
