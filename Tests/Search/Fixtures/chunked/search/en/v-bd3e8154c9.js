ConcordSearch.register("en/v-bd3e8154c9","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrLZ{(n2X)Fm~3q~ZRA8/QA?=*nYJIyWIw&y");
