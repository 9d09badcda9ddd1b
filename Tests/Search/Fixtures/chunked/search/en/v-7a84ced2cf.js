ConcordSearch.register("en/v-7a84ced2cf","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.9yNZdmlV%dk:]oZ^6MFbSwl7/G-3GfGcuP00000");
