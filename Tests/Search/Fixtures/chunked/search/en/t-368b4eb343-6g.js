ConcordSearch.register("en/t-368b4eb343-6g","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXe9OD[dcSdR~iiW0(sDjv_%R4ne9N[_-)$g~");
