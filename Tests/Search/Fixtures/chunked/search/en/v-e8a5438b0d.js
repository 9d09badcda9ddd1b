ConcordSearch.register("en/v-e8a5438b0d","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pS0:m~3!%m~3q~ZRA-2QA?=*X.bLtnYJIyWIw&y");
