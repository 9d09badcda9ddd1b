ConcordSearch.register("en/v-7a29cb6e0e","2S-yPJVqJCig/qW#dH9her2Q&Nr&Mr6009600@@r3");
