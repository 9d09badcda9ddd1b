ConcordSearch.register("en/t-20c0994a20-4y","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg87s.$wHM^~Rrm1UNcFmE_Mm_b8Yp6*7@_OD0SSi2");
