ConcordSearch.register("en/v-f72666bad2","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o:eILMw.4DhmW~DkO3tiM/q-lbRvcs]XK50rr6300000");
