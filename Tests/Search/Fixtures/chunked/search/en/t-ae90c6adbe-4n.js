ConcordSearch.register("en/t-ae90c6adbe-4n","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8yT?#wHM^~Rrm1U80LQ@_Mm_b8Yyc?7@_OD0SSi2");
