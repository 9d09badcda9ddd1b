ConcordSearch.register("en/t-cffc98c1a1-4s","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNKWLIwHM^~Rrm1U80+:$_Mm_b8~5nv7@_OD0SSi2");
