ConcordSearch.register("en/t-70f53e503a-5o","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXM)?hEwHM^~Rrm1U7-IWJL&Q%P7N{^u~[}BW!=C*K");
