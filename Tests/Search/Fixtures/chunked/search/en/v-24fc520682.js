ConcordSearch.register("en/v-24fc520682","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3!nK]:FnK~i!pRTY(tRz&$h+cDWfGcuP00000");
