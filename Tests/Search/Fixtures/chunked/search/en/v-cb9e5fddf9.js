ConcordSearch.register("en/v-cb9e5fddf9","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n)DwLMw.4DhmYwDkO3tiM/q-lbRvcs]XK50rr6300000");
