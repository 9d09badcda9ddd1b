ConcordSearch.register("en/t-74cddb9065-62","1T5ZYEVqKPGq7vt$-sKHdlm1c+mmO_iRZv:v~i1gXNK^RJwHM^~Rrm1U7[fV1L&Q%P7N{_z~[}BW!=C*K");
