ConcordSearch.register("en/t-edc25a1fba-48","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7[8@sd3VjBd5D7_7z@RawT8ordcRO*-)$g~");
