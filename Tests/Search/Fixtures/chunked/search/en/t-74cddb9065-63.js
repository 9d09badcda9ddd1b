ConcordSearch.register("en/t-74cddb9065-63","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXs$5R-wHM^~Rrm1U7[fV1L&Q%P7N[OR~[}BW!=C*K");
