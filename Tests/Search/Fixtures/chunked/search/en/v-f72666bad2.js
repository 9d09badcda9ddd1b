ConcordSearch.register("en/v-f72666bad2","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o=BUm~3!%m~3q~ZRAk_QA?=*X.bnlnYJIyWIw&y");
