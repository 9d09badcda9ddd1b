ConcordSearch.register("en/v-08624f3e6f","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pO-oLMw.4DhmZbDkO3tiM/q-lbRvcs]XK50rr6300000");
