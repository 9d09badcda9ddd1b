ConcordSearch.register("en/v-94bb793436","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pP2wLMw.4DhmWWDkO3tiM/q-lbRvcs]XK50rr6300000");
