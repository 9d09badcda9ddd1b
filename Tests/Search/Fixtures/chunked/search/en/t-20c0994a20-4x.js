ConcordSearch.register("en/t-20c0994a20-4x","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fgdD@l(dcSdR~iiW0~W*1t_%R2+dD}X?-)$g~");
