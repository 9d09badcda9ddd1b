ConcordSearch.register("en/v-ecc8796f62","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3UnK]:FnK~i!pRTY(p+ON?h+cDWfGcuP00000");
