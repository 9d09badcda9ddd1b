ConcordSearch.register("en/t-edc25a1fba-49","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7[8]rd3VjBd5D7_7z@R9wT8ordcRO*-)$g~");
