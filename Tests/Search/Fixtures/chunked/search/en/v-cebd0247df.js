ConcordSearch.register("en/v-cebd0247df","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o-DoLMw.4DhmY:DkO3tiM/q-lbRvcs]XK50rr6300000");
