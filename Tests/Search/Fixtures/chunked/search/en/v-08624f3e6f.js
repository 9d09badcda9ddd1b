ConcordSearch.register("en/v-08624f3e6f","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pR1Am~3!%m~3q~ZRB8cQA?=*X.bL1nYJIyWIw&y");
