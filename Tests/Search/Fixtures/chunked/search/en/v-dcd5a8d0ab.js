ConcordSearch.register("en/v-dcd5a8d0ab","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.4FeV0Mp%.}uoum86#*N+eDR2.}rQB00000%nJf3");
