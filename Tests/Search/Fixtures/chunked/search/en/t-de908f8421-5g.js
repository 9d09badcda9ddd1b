ConcordSearch.register("en/t-de908f8421-5g","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgN~9.KwHM^~Rrm1UsN6EZ_Mm_b8~ewx7@_OD0SSi2");
