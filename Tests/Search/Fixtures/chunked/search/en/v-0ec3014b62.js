ConcordSearch.register("en/v-0ec3014b62","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n)foLMw.4DhmYwDkO3tiM/q-lbRvcs]XK50rr6300000");
