ConcordSearch.register("en/t-0c874f0e86-6f","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXsT@U:wHM^~Rrm1U7[f=4L&Q%P7N[LS~[}BW!=C*K");
