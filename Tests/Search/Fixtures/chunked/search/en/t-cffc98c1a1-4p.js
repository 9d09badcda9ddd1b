ConcordSearch.register("en/t-cffc98c1a1-4p","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8y:]0wHM^~Rrm1U80+:$_Mm_b8Yyf&7@_OD0SSi2");
