ConcordSearch.register("en/t-74cddb9065-61","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNKNFHwHM^~Rrm1U7[fV1L&Q%P7N{_x~[}BW!=C*K");
