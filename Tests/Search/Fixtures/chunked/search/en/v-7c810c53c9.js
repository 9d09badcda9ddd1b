ConcordSearch.register("en/v-7c810c53c9","2S-yPJVqJE0ej[8zhcnj6dHbD]r2Q&Nrh{94009600@@r3");
