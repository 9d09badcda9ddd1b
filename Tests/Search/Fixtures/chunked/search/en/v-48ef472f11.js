ConcordSearch.register("en/v-48ef472f11","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.bJ#@dmlV%dk:]oZ!=XVbSwl7/I~C.fGcuP00000");
