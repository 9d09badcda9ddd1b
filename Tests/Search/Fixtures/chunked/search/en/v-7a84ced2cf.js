ConcordSearch.register("en/v-7a84ced2cf","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.2L)D0Mp%.}um7H86#*N+eDR2.}rQB00000%nJf3");
