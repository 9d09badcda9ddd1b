ConcordSearch.register("en/t-368b4eb343-6i","0T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1f}d^nu)dcSdR~iiW0(1cau_%R3Id^m!&-)$g~");
