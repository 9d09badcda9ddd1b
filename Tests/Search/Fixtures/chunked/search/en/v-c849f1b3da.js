ConcordSearch.register("en/v-c849f1b3da","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.b%o0dmlV%dk:]oZ^6MFbSwl7/Jp.=fGcuP00000");
