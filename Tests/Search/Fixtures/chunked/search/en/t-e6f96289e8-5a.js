ConcordSearch.register("en/t-e6f96289e8-5a","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8.g82wHM^~Rrm1UNcOsF_Mm_b8YHo~7@_OD0SSi2");
