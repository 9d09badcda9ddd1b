ConcordSearch.register("en/v-61d7fb56b8","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pRBMm~3!%m~3q~ZRA-2QA?=*X.bLdnYJIyWIw&y");
