ConcordSearch.register("en/v-c3041de8b0","3S-yPJVqJDZp%@h_1#pZd8JVZPSS-w50rr6300000");
