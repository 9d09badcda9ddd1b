ConcordSearch.register("en/t-0c874f0e86-6b","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNjvCHwHM^~Rrm1U7[fY2L&Q%P7N{*x~[}BW!=C*K");
