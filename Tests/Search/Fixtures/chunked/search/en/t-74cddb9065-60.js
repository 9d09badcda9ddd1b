ConcordSearch.register("en/t-74cddb9065-60","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNKWLIwHM^~Rrm1U7-IZKL&Q%P7N{_y~[}BW!=C*K");
