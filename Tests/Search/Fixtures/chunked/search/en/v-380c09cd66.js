ConcordSearch.register("en/v-380c09cd66","2S-yPJVqJE0ej[8zf&DB%dHbD]r2Q&Nrh{94009600@@r3");
