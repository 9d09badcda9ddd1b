ConcordSearch.register("en/t-e26bb71897-5u","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXd^nu)dcSdR~iiW0(sDjv_%R4nd^m!&-)$g~");
