ConcordSearch.register("en/v-d68a6cf786","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pRZUm~3!%m~3q~ZRAe?QA?=*X.bLlnYJIyWIw&y");
