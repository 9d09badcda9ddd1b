ConcordSearch.register("en/t-70f53e503a-5r","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXM[dzHwHM^~Rrm1U7-IWJL&Q%P7N{^x~[}BW!=C*K");
