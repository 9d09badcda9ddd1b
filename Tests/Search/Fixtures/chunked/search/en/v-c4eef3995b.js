ConcordSearch.register("en/v-c4eef3995b","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o=1Im~3!%m~3q~ZRAw[QA?=*X.bn9nYJIyWIw&y");
