ConcordSearch.register("en/t-e6f96289e8-5b","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8.721wHM^~Rrm1UsM_sX_Mm_b8YHl_7@_OD0SSi2");
