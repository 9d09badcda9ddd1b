ConcordSearch.register("en/v-8b10d8a6f8","3S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pPwGLMw.4DhmYgDkO3tiM/q-lbRvcs]XK50rr6300000");
