ConcordSearch.register("en/t-e6f96289e8-59","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8Z%@0wHM^~Rrm1UNcOsF_Mm_b8YHi&7@_OD0SSi2");
