ConcordSearch.register("en/v-94bb793436","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pRpIm~3!%m~3q~ZRAe?QA?=*X.bL9nYJIyWIw&y");
