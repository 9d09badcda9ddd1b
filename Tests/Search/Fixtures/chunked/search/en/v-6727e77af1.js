ConcordSearch.register("en/v-6727e77af1","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.n]qwm~3!%m~3q~ZRAI@QA?=*X.a$%nYJIyWIw&y");
