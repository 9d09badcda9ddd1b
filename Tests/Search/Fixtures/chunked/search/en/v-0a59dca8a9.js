ConcordSearch.register("en/v-0a59dca8a9","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o-(ALMw.4DhmY:DkO3tiM/q-lbRvcs]XK50rr6300000");
