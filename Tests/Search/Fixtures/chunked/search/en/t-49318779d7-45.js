ConcordSearch.register("en/t-49318779d7-45","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7-B_/d3VjBd5D7_7z[7PwT8ordcRO*-)$g~");
