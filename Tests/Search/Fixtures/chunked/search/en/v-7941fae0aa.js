ConcordSearch.register("en/v-7941fae0aa","2S-yPJVqJCig/z+0dH9her2Q&Nr&Mr6009600@@r3");
