ConcordSearch.register("en/v-70613a5341","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o-/yLMw.4DhmW~DkO3tiM/q-lbRvcs]XK50rr6300000");
