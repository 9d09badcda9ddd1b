ConcordSearch.register("en/v-cb39f674e7","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.4n2T0Mp%.}um7H86#*N+eDR2.}rQB00000%nJf3");
