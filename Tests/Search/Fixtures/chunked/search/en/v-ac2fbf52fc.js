ConcordSearch.register("en/v-ac2fbf52fc","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3QnK]:FnK~i!pRTY(oFrd^h+cDWfGcuP00000");
