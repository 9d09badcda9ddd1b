ConcordSearch.register("en/t-e26bb71897-5w","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX8y_#1wHM^~Rrm1U7-ITIL&Q%P7N(r)~[}BW!=C*K");
