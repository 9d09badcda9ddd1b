ConcordSearch.register("en/v-9a50d7660e","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.5K~^0Mp%.}uqR186#*N+eDR2.}rQB00000%nJf3");
