ConcordSearch.register("en/t-0c874f0e86-68","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX87B!#wHM^~Rrm1U7[f-3L&Q%P7N(o~~[}BW!=C*K");
