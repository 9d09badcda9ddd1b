ConcordSearch.register("en/t-ae90c6adbe-4g","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?M[dzHL{~(BRrm1UNcOsF_Mm(P7@_OD0SSi2");
