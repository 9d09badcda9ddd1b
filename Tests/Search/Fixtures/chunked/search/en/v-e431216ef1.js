ConcordSearch.register("en/v-e431216ef1","2S-yPJVqJCig/.$3dH9her2Q&Nr&Mr6009600@@r3");
