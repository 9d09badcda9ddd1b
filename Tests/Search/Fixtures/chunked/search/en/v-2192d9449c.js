ConcordSearch.register("en/v-2192d9449c","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n()gLMw.4DhmYwDkO3tiM/q-lbRvcs]XK50rr6300000");
