ConcordSearch.register("en/v-4598c78563","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3EnK]:FnK~i!pRTY(kRF(Th+cDWfGcuP00000");
