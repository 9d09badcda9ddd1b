ConcordSearch.register("en/v-5084fc927b","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n[(km~3!%m~3q~ZRA/4QA?=*X.a$*nYJIyWIw&y");
