ConcordSearch.register("en/t-ae90c6adbe-4l","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgdcSc~dcSdR~iiW0~W*1t_%R2+dcRO*-)$g~");
