ConcordSearch.register("en/v-8e3b0c9854","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.9QZ-dmlV%dk:]oZ^{bNbSwl7/G@fIfGcuP00000");
