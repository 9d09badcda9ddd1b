ConcordSearch.register("en/v-587a5e52fe","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3:nK]:FnK~i!pRTY(stcA{h+cDWfGcuP00000");
