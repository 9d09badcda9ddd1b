ConcordSearch.register("en/v-c215519013","2S-yPJVqJE0ej[8zgfh?2dHbD]r2Q&Nrh{94009600@@r3");
