ConcordSearch.register("en/v-dcd5a8d0ab","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.br&{dmlV%dk:]oZ^{bNbSwl7/IUqYfGcuP00000");
