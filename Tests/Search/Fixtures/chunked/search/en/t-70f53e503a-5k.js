ConcordSearch.register("en/t-70f53e503a-5k","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX7+1R%wHM^~Rrm1U7-IQHL&Q%P7N(l&~[}BW!=C*K");
