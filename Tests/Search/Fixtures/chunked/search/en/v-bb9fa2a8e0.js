ConcordSearch.register("en/v-bb9fa2a8e0","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pR7Cm~3!%m~3q~ZRA-2QA?=*X.bL3nYJIyWIw&y");
