ConcordSearch.register("en/v-18183c38b1","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n]ICm~3!%m~3q~ZRB8cQA?=*X.a#3nYJIyWIw&y");
