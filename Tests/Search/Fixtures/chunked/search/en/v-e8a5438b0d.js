ConcordSearch.register("en/v-e8a5438b0d","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pP.QLMw.4DhmYgDkO3tiM/q-lbRvcs]XK50rr6300000");
