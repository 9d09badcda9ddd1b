ConcordSearch.register("en/t-e6f96289e8-55","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNjEIIwHM^~Rrm1UNcwgD_Mm_b8_@kv7@_OD0SSi2");
