ConcordSearch.register("en/t-74cddb9065-65","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXdD@l(dcSdR~iiW0(sDjv_%R4ndD}X?-)$g~");
