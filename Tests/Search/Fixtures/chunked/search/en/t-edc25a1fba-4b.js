ConcordSearch.register("en/t-edc25a1fba-4b","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7+aX$L{~(BRrm1U80LQ@_Mm(P7@_OD0SSi2");
