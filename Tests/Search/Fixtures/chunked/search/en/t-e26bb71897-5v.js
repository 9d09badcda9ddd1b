ConcordSearch.register("en/t-e26bb71897-5v","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX8yT?#wHM^~Rrm1U7-ITIL&Q%P7N(r~~[}BW!=C*K");
