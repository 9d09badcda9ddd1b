ConcordSearch.register("en/t-de908f8421-5e","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgN~0UJwHM^~Rrm1UsM_sX_Mm_b8~etw7@_OD0SSi2");
