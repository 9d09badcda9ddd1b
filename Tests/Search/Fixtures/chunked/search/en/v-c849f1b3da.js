ConcordSearch.register("en/v-c849f1b3da","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.5aO-0Mp%.}um7H86#*N+eDR2.}rQB00000%nJf3");
