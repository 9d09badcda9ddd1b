ConcordSearch.register("en/v-79b3d43ed7","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o+Owm~3!%m~3q~ZRA@8QA?=*X.bm%nYJIyWIw&y");
