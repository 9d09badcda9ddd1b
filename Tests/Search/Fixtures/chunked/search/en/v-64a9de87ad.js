ConcordSearch.register("en/v-64a9de87ad","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.o+~Em~3!%m~3q~ZRAk_QA?=*X.bn5nYJIyWIw&y");
