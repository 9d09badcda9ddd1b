ConcordSearch.register("en/t-de908f8421-5d","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgN_^IHwHM^~Rrm1UsM_sX_Mm_b8~enu7@_OD0SSi2");
