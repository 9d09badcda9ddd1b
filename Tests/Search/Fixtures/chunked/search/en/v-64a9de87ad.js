ConcordSearch.register("en/v-64a9de87ad","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o-PsLMw.4DhmW~DkO3tiM/q-lbRvcs]XK50rr6300000");
