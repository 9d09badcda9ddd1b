ConcordSearch.register("en/v-777d94640f","3T5ZYKVqKPGq7vq%x+h:%:TPtPdiHudrL^3InK]:FnK~i!pRTY(l[+qXh+cDWfGcuP00000");
