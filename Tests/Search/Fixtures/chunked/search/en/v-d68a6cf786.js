ConcordSearch.register("en/v-d68a6cf786","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pPCILMw.4DhmWWDkO3tiM/q-lbRvcs]XK50rr6300000");
