ConcordSearch.register("en/v-9a50d7660e","3T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.cxM4dmlV%dk:]oZ!=XVbSwl7/J.1*fGcuP00000");
