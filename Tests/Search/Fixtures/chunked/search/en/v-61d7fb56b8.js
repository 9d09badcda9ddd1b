ConcordSearch.register("en/v-61d7fb56b8","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pPeALMw.4DhmYgDkO3tiM/q-lbRvcs]XK50rr6300000");
