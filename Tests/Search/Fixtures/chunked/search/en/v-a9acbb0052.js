ConcordSearch.register("en/v-a9acbb0052","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n[@mm~3!%m~3q~ZRB8cQA?=*X.a$&nYJIyWIw&y");
