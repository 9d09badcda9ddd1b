ConcordSearch.register("en/v-f8fa60042d","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.aWA_dmlV%dk:]oZ!=XVbSwl7/I1(SfGcuP00000");
