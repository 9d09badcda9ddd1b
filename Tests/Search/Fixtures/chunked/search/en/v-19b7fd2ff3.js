ConcordSearch.register("en/v-19b7fd2ff3","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pO(sLMw.4DhmWWDkO3tiM/q-lbRvcs]XK50rr6300000");
