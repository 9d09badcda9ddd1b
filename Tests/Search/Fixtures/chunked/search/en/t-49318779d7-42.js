ConcordSearch.register("en/t-49318779d7-42","2T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7+j+#L{~(BRrm1U80UW%_Mm(P7@_OD0SSi2");
