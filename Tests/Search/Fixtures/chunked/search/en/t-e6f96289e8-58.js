ConcordSearch.register("en/t-e6f96289e8-58","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1fge9OD[dcSdR~iiW0~W*1t_%R2+e9N[_-)$g~");
