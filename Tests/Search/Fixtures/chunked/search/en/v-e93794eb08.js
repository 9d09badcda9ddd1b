ConcordSearch.register("en/v-e93794eb08","2S-yPJVqJCiU#5~CdH9her2Q&Nrh{94009600@@r3");
