ConcordSearch.register("en/v-5ce0263ece","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.H6n2X)Fm~3q~ZRAV0QA?=*nYJIyWIw&y");
