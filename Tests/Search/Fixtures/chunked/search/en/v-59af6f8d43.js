ConcordSearch.register("en/v-59af6f8d43","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o=pQm~3!%m~3q~ZRA@8QA?=*X.bnhnYJIyWIw&y");
