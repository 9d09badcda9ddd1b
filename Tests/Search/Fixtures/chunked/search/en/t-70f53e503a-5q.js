ConcordSearch.register("en/t-70f53e503a-5q","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXM)}nFwHM^~Rrm1U7-IWJL&Q%P7N{^v~[}BW!=C*K");
