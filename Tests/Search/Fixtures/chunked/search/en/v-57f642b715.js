ConcordSearch.register("en/v-57f642b715","3S-yPJVqJCisjf}}1#pZd8JVZPSS-w50rr6300000");
