ConcordSearch.register("en/t-70f53e503a-5p","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXM[4tGwHM^~Rrm1U7-IWJL&Q%P7N{^w~[}BW!=C*K");
