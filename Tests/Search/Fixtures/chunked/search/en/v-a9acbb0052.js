ConcordSearch.register("en/v-a9acbb0052","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n(WaLMw.4DhmZbDkO3tiM/q-lbRvcs]XK50rr6300000");
