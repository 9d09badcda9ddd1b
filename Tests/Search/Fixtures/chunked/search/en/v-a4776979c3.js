ConcordSearch.register("en/v-a4776979c3","3S-yPJVqJCirNK.]1#pZd8JVZPSS-w50rr6300000");
