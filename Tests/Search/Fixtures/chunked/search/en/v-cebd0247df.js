ConcordSearch.register("en/v-cebd0247df","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o+.Am~3!%m~3q~ZRA@8QA?=*X.bn1nYJIyWIw&y");
