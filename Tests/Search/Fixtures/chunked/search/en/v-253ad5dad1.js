ConcordSearch.register("en/v-253ad5dad1","2S-yPJVqJCihC??0dH9her2Q&Nrh{94009600@@r3");
