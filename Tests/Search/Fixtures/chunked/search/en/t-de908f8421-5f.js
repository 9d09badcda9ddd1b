ConcordSearch.register("en/t-de908f8421-5f","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgN_)OIwHM^~Rrm1UsN6EZ_Mm_b8~eqv7@_OD0SSi2");
