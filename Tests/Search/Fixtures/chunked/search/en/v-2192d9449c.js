ConcordSearch.register("en/v-2192d9449c","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n]esm~3!%m~3q~ZRA/4QA?=*X.a$]nYJIyWIw&y");
