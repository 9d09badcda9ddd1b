ConcordSearch.register("en/v-59af6f8d43","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o:2ELMw.4DhmY:DkO3tiM/q-lbRvcs]XK50rr6300000");
