ConcordSearch.register("en/t-cffc98c1a1-4q","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg8y$52wHM^~Rrm1U80+:$_Mm_b8Yyl~7@_OD0SSi2");
