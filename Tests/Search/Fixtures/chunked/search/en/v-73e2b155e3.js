ConcordSearch.register("en/v-73e2b155e3","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pPqELMw.4DhmZbDkO3tiM/q-lbRvcs]XK50rr6300000");
