ConcordSearch.register("en/v-70613a5341","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o=7Km~3!%m~3q~ZRAk_QA?=*X.bnbnYJIyWIw&y");
