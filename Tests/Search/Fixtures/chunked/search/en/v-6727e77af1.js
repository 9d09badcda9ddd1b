ConcordSearch.register("en/v-6727e77af1","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n)3kLMw.4DhmXRDkO3tiM/q-lbRvcs]XK50rr6300000");
