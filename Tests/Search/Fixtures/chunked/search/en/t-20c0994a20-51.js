ConcordSearch.register("en/t-20c0994a20-51","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg87T@1wHM^~Rrm1UNcFmE_Mm_b8Ypf_7@_OD0SSi2");
