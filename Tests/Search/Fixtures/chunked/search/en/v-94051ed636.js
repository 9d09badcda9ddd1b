ConcordSearch.register("en/v-94051ed636","2S-yPJVqJCig/hQ$dH9her2Q&Nr&Mr6009600@@r3");
