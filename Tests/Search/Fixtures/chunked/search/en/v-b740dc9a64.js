ConcordSearch.register("en/v-b740dc9a64","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.{in2X)Fm~3q~ZRB8cQA?=*nYJIyWIw&y");
