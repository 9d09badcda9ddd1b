ConcordSearch.register("en/v-8988de1150","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pPOMLMw.4DhmWWDkO3tiM/q-lbRvcs]XK50rr6300000");
