ConcordSearch.register("en/v-cc0bd3c010","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3YnK]:FnK~i!pRTY(r4~0(h+cDWfGcuP00000");
