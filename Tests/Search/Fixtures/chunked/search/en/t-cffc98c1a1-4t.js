ConcordSearch.register("en/t-cffc98c1a1-4t","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNKNFHwHM^~Rrm1UNcnaC_Mm_b8~5ku7@_OD0SSi2");
