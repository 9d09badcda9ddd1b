ConcordSearch.register("en/v-1a047056a1","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n]~Mm~3!%m~3q~ZRAI@QA?=*X.a#dnYJIyWIw&y");
