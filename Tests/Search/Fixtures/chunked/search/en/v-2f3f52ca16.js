ConcordSearch.register("en/v-2f3f52ca16","2S-yPJVqJCihb.~1dH9her2Q&Nrh{94009600@@r3");
