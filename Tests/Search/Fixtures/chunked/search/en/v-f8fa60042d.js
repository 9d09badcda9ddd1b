ConcordSearch.register("en/v-f8fa60042d","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.3?-P0Mp%.}uqR186#*N+eDR2.}rQB00000%nJf3");
