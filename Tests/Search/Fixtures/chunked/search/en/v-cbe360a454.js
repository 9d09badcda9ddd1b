ConcordSearch.register("en/v-cbe360a454","2S-yPJVqJCiVRY7EdH9her2Q&Nrh{94009600@@r3");
