ConcordSearch.register("en/v-1a047056a1","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n)PALMw.4DhmXRDkO3tiM/q-lbRvcs]XK50rr6300000");
