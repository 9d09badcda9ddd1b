ConcordSearch.register("en/v-f63e130b9c","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n]OEm~3!%m~3q~ZRAI@QA?=*X.a#5nYJIyWIw&y");
