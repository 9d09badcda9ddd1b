ConcordSearch.register("en/t-70f53e503a-5n","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX7+s&0wHM^~Rrm1U7-IQHL&Q%P7N(l(~[}BW!=C*K");
