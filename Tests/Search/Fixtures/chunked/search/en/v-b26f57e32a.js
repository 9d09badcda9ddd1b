ConcordSearch.register("en/v-b26f57e32a","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n]2om~3!%m~3q~ZRAI@QA?=*X.a$~nYJIyWIw&y");
