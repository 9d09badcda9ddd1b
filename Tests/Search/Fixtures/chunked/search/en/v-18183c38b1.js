ConcordSearch.register("en/v-18183c38b1","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n)lqLMw.4DhmZbDkO3tiM/q-lbRvcs]XK50rr6300000");
