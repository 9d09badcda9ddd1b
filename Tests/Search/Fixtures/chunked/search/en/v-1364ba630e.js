ConcordSearch.register("en/v-1364ba630e","2S-yPJVqJCan~)O:n(s2ldHbD]r2Q&Nse(A7009600@@r3");
