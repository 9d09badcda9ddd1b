ConcordSearch.register("en/v-f3463a2ab2","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.i$n2X)Fm~3q~ZRAw[QA?=*nYJIyWIw&y");
