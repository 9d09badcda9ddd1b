ConcordSearch.register("en/t-e26bb71897-5t","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXssSL-wHM^~Rrm1U7-ITIL&Q%P7N[IR~[}BW!=C*K");
