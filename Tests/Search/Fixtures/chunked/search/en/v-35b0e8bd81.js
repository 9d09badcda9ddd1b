ConcordSearch.register("en/v-35b0e8bd81","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.v2n2X)Fm~3q~ZRAI@QA?=*nYJIyWIw&y");
