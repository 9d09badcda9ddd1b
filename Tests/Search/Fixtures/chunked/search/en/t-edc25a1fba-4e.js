ConcordSearch.register("en/t-edc25a1fba-4e","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?M[4tGL{~(BRrm1UNcFmE_Mm(P7@_OD0SSi2");
