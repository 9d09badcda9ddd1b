ConcordSearch.register("en/t-e26bb71897-5x","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX8y:]0wHM^~Rrm1U7-IZKL&Q%P7N(r(~[}BW!=C*K");
