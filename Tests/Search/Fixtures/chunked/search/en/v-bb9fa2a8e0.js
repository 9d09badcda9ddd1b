ConcordSearch.register("en/v-bb9fa2a8e0","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pO/qLMw.4DhmYgDkO3tiM/q-lbRvcs]XK50rr6300000");
