ConcordSearch.register("en/t-20c0994a20-4w","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgs$n++wHM^~Rrm1UNcnaC_Mm_b8^j-Q7@_OD0SSi2");
