ConcordSearch.register("en/v-b26f57e32a","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n(:cLMw.4DhmXRDkO3tiM/q-lbRvcs]XK50rr6300000");
