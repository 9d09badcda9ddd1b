ConcordSearch.register("en/t-20c0994a20-4z","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fg87K(0wHM^~Rrm1UNcFmE_Mm_b8Ypc&7@_OD0SSi2");
