ConcordSearch.register("en/v-488be8a0c4","2S-yPJVqJE0ej[8zVq/mHdHbD]r2Q&Nrh{94009600@@r3");
