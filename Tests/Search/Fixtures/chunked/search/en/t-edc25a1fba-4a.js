ConcordSearch.register("en/t-edc25a1fba-4a","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_ib=mE?7[8#td3VjBd5D7_7z@RbwT8ordcRO*-)$g~");
