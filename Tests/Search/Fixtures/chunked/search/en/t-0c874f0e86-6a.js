ConcordSearch.register("en/t-0c874f0e86-6a","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNjdqFwHM^~Rrm1U7[fY2L&Q%P7N{*v~[}BW!=C*K");
