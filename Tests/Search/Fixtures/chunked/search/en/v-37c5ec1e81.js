ConcordSearch.register("en/v-37c5ec1e81","1T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL.^en2X)Fm~3q~ZRA@8QA?=*nYJIyWIw&y");
