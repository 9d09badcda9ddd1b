ConcordSearch.register("en/t-e6f96289e8-54","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNjmwGwHM^~Rrm1UNcwgD_Mm_b8_@et7@_OD0SSi2");
