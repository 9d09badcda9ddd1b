ConcordSearch.register("en/t-74cddb9065-66","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX87s.$wHM^~Rrm1U7[f-3L&Q%P7N(o_~[}BW!=C*K");
