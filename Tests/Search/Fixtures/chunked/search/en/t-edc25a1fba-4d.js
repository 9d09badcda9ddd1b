ConcordSearch.register("en/t-edc25a1fba-4d","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?M)?hEL{~(BRrm1UNcnaC_Mm(P7@_OD0SSi2");
