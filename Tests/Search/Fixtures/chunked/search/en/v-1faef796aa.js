ConcordSearch.register("en/v-1faef796aa","0S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.3zDL0Mp%.}um7H86#*N+eDR2.}rQB00000%nJf3");
