ConcordSearch.register("en/t-ae90c6adbe-4h","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?ssAzZL{~(BRrm1UsM_sX_Mm(P7@_OD0SSi2");
