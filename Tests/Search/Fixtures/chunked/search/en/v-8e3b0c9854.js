ConcordSearch.register("en/v-8e3b0c9854","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.2=3F0Mp%.}uoum86#*N+eDR2.}rQB00000%nJf3");
