ConcordSearch.register("en/v-7c358f50c0","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.2#fH0Mp%.}uqR186#*N+eDR2.}rQB00000%nJf3");
