ConcordSearch.register("en/v-5084fc927b","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n(Q8LMw.4DhmYwDkO3tiM/q-lbRvcs]XK50rr6300000");
