ConcordSearch.register("en/t-368b4eb343-6h","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1f}dcSc~dcSdR~iiW0(1cau_%R3IdcRO*-)$g~");
