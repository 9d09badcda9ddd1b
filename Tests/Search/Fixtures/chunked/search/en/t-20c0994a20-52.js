ConcordSearch.register("en/t-20c0994a20-52","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNjdqFwHM^~Rrm1UNcwgD_Mm_b8_@bs7@_OD0SSi2");
