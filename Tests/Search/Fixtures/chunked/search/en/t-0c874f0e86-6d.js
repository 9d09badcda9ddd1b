ConcordSearch.register("en/t-0c874f0e86-6d","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNjEIIwHM^~Rrm1U7[fY2L&Q%P7N{*y~[}BW!=C*K");
