ConcordSearch.register("en/v-6bcd885ec1","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.0[n2X)Fm~3q~ZRAe?QA?=*nYJIyWIw&y");
