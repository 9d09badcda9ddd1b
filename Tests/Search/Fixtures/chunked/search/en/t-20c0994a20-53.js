ConcordSearch.register("en/t-20c0994a20-53","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNjvCHwHM^~Rrm1UNcwgD_Mm_b8_@hu7@_OD0SSi2");
