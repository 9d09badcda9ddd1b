ConcordSearch.register("en/t-0c874f0e86-6c","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNjmwGwHM^~Rrm1U7[fY2L&Q%P7N{*w~[}BW!=C*K");
