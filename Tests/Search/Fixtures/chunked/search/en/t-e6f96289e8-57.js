ConcordSearch.register("en/t-e6f96289e8-57","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgsT@U:wHM^~Rrm1UNcOsF_Mm_b8^aVP7@_OD0SSi2");
