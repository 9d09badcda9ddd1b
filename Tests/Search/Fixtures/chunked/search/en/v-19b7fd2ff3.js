ConcordSearch.register("en/v-19b7fd2ff3","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pRdEm~3!%m~3q~ZRAe?QA?=*X.bL5nYJIyWIw&y");
