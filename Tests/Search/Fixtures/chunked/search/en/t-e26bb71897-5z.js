ConcordSearch.register("en/t-e26bb71897-5z","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNKEzGwHM^~Rrm1U7-IZKL&Q%P7N{_w~[}BW!=C*K");
