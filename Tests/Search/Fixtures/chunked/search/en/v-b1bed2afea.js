ConcordSearch.register("en/v-b1bed2afea","2S-yPJVqJCig/R[2dH9her2Q&Nr&Mr6009600@@r3");
