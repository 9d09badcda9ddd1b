ConcordSearch.register("en/t-0c874f0e86-69","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX87T@1wHM^~Rrm1U7[f-3L&Q%P7N(o)~[}BW!=C*K");
