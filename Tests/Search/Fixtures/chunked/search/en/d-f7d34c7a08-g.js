ConcordSearch.register("en/d-f7d34c7a08-g","2T5ZYFVwKVyo3L*rfWX5(:_0Wnhz!vX:T+ST^nplwoIXUxqpnqGpe9v.+*fh/nHT?tcG=hwc$FTt_@fWq_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb");
