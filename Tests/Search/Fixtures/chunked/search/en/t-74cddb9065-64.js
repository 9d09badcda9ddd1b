ConcordSearch.register("en/t-74cddb9065-64","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXs$n++wHM^~Rrm1U7[fV1L&Q%P7N[OT~[}BW!=C*K");
