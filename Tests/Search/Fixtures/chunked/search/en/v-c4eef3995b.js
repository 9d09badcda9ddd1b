ConcordSearch.register("en/v-c4eef3995b","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o--wLMw.4DhmXlDkO3tiM/q-lbRvcs]XK50rr6300000");
