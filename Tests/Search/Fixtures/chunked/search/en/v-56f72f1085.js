ConcordSearch.register("en/v-56f72f1085","2S-yPJVqJE0ej[8zgeMy@dHbD]r2Q&Nrh{94009600@@r3");
