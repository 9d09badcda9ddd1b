ConcordSearch.register("en/v-f63e130b9c","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n)rsLMw.4DhmXRDkO3tiM/q-lbRvcs]XK50rr6300000");
