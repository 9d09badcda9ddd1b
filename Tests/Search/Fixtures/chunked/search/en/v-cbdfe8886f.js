ConcordSearch.register("en/v-cbdfe8886f","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3MnK]:FnK~i!pRTY(nh3.-h+cDWfGcuP00000");
