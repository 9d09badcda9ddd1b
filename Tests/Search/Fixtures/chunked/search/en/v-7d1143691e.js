ConcordSearch.register("en/v-7d1143691e","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.6{n2X)Fm~3q~ZRAk_QA?=*nYJIyWIw&y");
