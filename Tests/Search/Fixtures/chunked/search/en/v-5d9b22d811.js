ConcordSearch.register("en/v-5d9b22d811","3S-yPJVqJCiqQOz(1#pZd8JVZPSS-w50rr6300000");
