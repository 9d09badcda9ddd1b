ConcordSearch.register("en/v-67014057aa","3S-yPJVqJCip%@h_1#pZd8JVZPSS-w50rr6300000");
