ConcordSearch.register("en/v-50e9d2cd34","2S-yPJVqJCig/&44dH9her2Q&Nr&Mr6009600@@r3");
