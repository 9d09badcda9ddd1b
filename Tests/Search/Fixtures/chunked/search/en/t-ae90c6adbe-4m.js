ConcordSearch.register("en/t-ae90c6adbe-4m","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgd^nu)dcSdR~iiW0~W*1t_%R2+d^m!&-)$g~");
