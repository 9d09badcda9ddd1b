ConcordSearch.register("en/t-9a660aa478-1z","3T5ZYEVqKPGq7tUMqzH!*d9Y}go&otodPS&Mge=K$n(J2[gfpEV00000");
