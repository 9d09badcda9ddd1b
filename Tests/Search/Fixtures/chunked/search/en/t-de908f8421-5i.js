ConcordSearch.register("en/t-de908f8421-5i","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgtpO~=wHM^~Rrm1UsN6EZ_Mm_b8^s/R7@_OD0SSi2");
