ConcordSearch.register("en/d-f7d34c7a08-i","3S-yPEVwKVyo3L*rfWX5(:_0WnhNDre:T+ST^nplwoIXUxqpnqGpe9v.+*fh/nHT?tcG=hwc$FTt_@dzK_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
