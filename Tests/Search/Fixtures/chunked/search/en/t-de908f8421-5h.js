ConcordSearch.register("en/t-de908f8421-5h","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgtpw.:wHM^~Rrm1UsN6EZ_Mm_b8^s-P7@_OD0SSi2");
