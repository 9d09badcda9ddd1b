ConcordSearch.register("en/t-e26bb71897-5y","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX8y$52wHM^~Rrm1U7-IZKL&Q%P7N(r[~[}BW!=C*K");
