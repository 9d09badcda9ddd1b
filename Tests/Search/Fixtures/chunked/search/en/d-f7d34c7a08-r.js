ConcordSearch.register("en/d-f7d34c7a08-r","3S-yPEVwKVyo3L*rfW[h[:_0WnhzOvZ:T+ST^nplwoIXUxq{[IIpe9v.+*fh/nHT?tcG=hwc$FTt_@fTr_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
