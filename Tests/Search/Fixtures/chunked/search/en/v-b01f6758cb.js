ConcordSearch.register("en/v-b01f6758cb","2S-yPJVqJE0ej[8zhC??0dHbD]r2Q&Nrh{94009600@@r3");
