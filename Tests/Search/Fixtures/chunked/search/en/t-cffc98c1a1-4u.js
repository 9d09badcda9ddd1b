ConcordSearch.register("en/t-cffc98c1a1-4u","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgNK^RJwHM^~Rrm1UNcnaC_Mm_b8~5qw7@_OD0SSi2");
