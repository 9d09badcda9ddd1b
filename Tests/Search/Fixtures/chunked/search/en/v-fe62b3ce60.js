ConcordSearch.register("en/v-fe62b3ce60","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.N8n2X)Fm~3q~ZRA-2QA?=*nYJIyWIw&y");
