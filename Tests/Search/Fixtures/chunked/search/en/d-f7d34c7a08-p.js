ConcordSearch.register("en/d-f7d34c7a08-p","3S-yPEVwKVyo3L*rfW[h[:_0WnhzOpX:T+ST^nplwoIXUxq{[IIpe9v.+*fh/nHT?tcG=hwc$FTt_@fTq_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
