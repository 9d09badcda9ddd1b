ConcordSearch.register("en/v-dbb0bfe84c","2S-yPJVqJCig/I?1dH9her2Q&Nr&Mr6009600@@r3");
