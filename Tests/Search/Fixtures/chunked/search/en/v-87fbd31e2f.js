ConcordSearch.register("en/v-87fbd31e2f","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o+Csm~3!%m~3q~ZRAw[QA?=*X.bm]nYJIyWIw&y");
