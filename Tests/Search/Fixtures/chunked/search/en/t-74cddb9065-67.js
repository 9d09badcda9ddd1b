ConcordSearch.register("en/t-74cddb9065-67","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gX87K(0wHM^~Rrm1U7[f-3L&Q%P7N(o(~[}BW!=C*K");
