ConcordSearch.register("en/v-8b10d8a6f8","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pRTSm~3!%m~3q~ZRA-2QA?=*X.bLjnYJIyWIw&y");
