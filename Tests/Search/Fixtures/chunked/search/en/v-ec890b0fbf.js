ConcordSearch.register("en/v-ec890b0fbf","2S-yPJVqJE0ej[8zge#X0dHbD]r2Q&Nrh{94009600@@r3");
