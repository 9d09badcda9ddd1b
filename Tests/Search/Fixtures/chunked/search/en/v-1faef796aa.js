ConcordSearch.register("en/v-1faef796aa","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.amc/dmlV%dk:]oZ^6MFbSwl7/HOPOfGcuP00000");
