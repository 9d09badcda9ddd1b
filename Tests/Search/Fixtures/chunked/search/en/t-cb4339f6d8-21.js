ConcordSearch.register("en/t-cb4339f6d8-21","3T5ZYEVqKPGq7tUMqzH!^TsbIHn(:qpdPS&Mge#X0n(J2[gfpEV00000");
