ConcordSearch.register("en/d-f7d34c7a08-o","3S-yPEVwKVyo3L*rfW[h[:_0WnhzOdT:T+ST^nplwoIXUxq{[IIpe9v.+*fh/nHT?tcG=hwc$FTt_@fTo_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
