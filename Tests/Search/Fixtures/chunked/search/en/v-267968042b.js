ConcordSearch.register("en/v-267968042b","2S-yPJVqJCihc574dH9her2Q&Nrh{94009600@@r3");
