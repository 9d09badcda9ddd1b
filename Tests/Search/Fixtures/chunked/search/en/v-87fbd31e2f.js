ConcordSearch.register("en/v-87fbd31e2f","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o-fgLMw.4DhmXlDkO3tiM/q-lbRvcs]XK50rr6300000");
