ConcordSearch.register("en/v-1e1b46749f","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o+Ium~3!%m~3q~ZRAk_QA?=*X.bm}nYJIyWIw&y");
