ConcordSearch.register("en/v-0a59dca8a9","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o=dMm~3!%m~3q~ZRA@8QA?=*X.bndnYJIyWIw&y");
