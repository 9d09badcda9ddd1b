ConcordSearch.register("en/v-7fcc55ba2f","2S-yPJVqJE0ej[8zWntpGdHbD]r2Q&Nrh{94009600@@r3");
