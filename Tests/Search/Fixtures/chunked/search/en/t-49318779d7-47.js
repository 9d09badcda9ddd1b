ConcordSearch.register("en/t-49318779d7-47","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7[8(qd3VjBd5D7_7z@R8wT8ordcRO*-)$g~");
