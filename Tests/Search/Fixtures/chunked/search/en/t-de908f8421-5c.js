ConcordSearch.register("en/t-de908f8421-5c","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8.pe3wHM^~Rrm1UsM_sX_Mm_b8YHr(7@_OD0SSi2");
