ConcordSearch.register("en/v-eaaf273f98","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.Tan2X)Fm~3q~ZRA/4QA?=*nYJIyWIw&y");
