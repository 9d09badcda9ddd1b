ConcordSearch.register("en/t-cffc98c1a1-4v","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgs$5R-wHM^~Rrm1UNcnaC_Mm_b8^jVO7@_OD0SSi2");
