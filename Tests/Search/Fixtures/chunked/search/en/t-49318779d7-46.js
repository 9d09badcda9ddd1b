ConcordSearch.register("en/t-49318779d7-46","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7-B{?d3VjBd5D7_7z[7RwT8ordcRO*-)$g~");
