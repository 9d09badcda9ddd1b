ConcordSearch.register("en/t-ae90c6adbe-4i","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?ssSL-L{~(BRrm1UsN6EZ_Mm(P7@_OD0SSi2");
