ConcordSearch.register("en/v-7c358f50c0","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.9*_+dmlV%dk:]oZ!=XVbSwl7/HerKfGcuP00000");
