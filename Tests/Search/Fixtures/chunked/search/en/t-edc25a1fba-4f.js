ConcordSearch.register("en/t-edc25a1fba-4f","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?M)}nFL{~(BRrm1UNcwgD_Mm(P7@_OD0SSi2");
