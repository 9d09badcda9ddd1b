ConcordSearch.register("en/t-e26bb71897-5s","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXssAzZwHM^~Rrm1U7-ITIL&Q%P7N[IP~[}BW!=C*K");
