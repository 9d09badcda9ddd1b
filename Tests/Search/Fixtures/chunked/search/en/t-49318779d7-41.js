ConcordSearch.register("en/t-49318779d7-41","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7+1R%L{~(BRrm1U80CK}_Mm(P7@_OD0SSi2");
