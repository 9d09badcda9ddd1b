ConcordSearch.register("en/v-79b3d43ed7","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o-rkLMw.4DhmY:DkO3tiM/q-lbRvcs]XK50rr6300000");
