ConcordSearch.register("en/v-48ef472f11","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.4XqX0Mp%.}uqR186#*N+eDR2.}rQB00000%nJf3");
