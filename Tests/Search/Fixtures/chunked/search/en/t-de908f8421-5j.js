ConcordSearch.register("en/t-de908f8421-5j","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXdcSc~dcSdR~iiW0(sDjv_%R4ndcRO*-)$g~");
