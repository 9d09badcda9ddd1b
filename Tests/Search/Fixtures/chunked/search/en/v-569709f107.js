ConcordSearch.register("en/v-569709f107","2S-yPJVqJE0ej[8zf&=U0dHbD]r2Q&Nrh{94009600@@r3");
