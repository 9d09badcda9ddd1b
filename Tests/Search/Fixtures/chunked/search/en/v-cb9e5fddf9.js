ConcordSearch.register("en/v-cb9e5fddf9","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n].Im~3!%m~3q~ZRA/4QA?=*X.a#9nYJIyWIw&y");
