ConcordSearch.register("en/v-cff22942b9","2S-yPJVqJE0ej[8zf&MH$dHbD]r2Q&Nrh{94009600@@r3");
