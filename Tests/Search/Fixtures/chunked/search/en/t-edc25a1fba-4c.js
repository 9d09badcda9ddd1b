ConcordSearch.register("en/t-edc25a1fba-4c","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7+s&0L{~(BRrm1U80+:$_Mm(P7@_OD0SSi2");
