ConcordSearch.register("en/v-cb39f674e7","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.b9Y[dmlV%dk:]oZ^6MFbSwl7/ICeWfGcuP00000");
