ConcordSearch.register("en/t-cffc98c1a1-4r","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNKEzGwHM^~Rrm1U80+:$_Mm_b8~5ht7@_OD0SSi2");
