ConcordSearch.register("en/t-e6f96289e8-56","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgsT-I.wHM^~Rrm1UNcOsF_Mm_b8^aPN7@_OD0SSi2");
