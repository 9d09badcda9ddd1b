ConcordSearch.register("en/v-1e1b46749f","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o-liLMw.4DhmW~DkO3tiM/q-lbRvcs]XK50rr6300000");
