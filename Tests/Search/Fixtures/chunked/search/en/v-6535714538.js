ConcordSearch.register("en/v-6535714538","2S-yPJVqJE0ej[8zU#5~CdHbD]r2Q&Nrh{94009600@@r3");
