ConcordSearch.register("en/v-0ec3014b62","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n]CAm~3!%m~3q~ZRA/4QA?=*X.a#1nYJIyWIw&y");
