ConcordSearch.register("en/d-f7d34c7a08-g","3S-yPEVwKVyo3L*rfWX5(:_0Wnhz!vX:T+ST^nplwoIXUxqpnqGpe9v.+*fh/nHT?tcG=hwc$FTt_@fWq_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
