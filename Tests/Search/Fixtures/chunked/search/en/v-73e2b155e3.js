ConcordSearch.register("en/v-73e2b155e3","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pRNQm~3!%m~3q~ZRB8cQA?=*X.bLhnYJIyWIw&y");
