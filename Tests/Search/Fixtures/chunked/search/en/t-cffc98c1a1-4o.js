ConcordSearch.register("en/t-cffc98c1a1-4o","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8y_#1wHM^~Rrm1U80LQ@_Mm_b8Yyi_7@_OD0SSi2");
