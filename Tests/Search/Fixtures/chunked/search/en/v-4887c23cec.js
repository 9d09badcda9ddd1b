ConcordSearch.register("en/v-4887c23cec","2S-yPJVqJCig/@a5dH9her2Q&NqMo)2009600@@r3");
