ConcordSearch.register("en/d-3d2de049c9-10","3S-yPEVwKVyo3L*rU**&A:_0WnhA1HZ:T+ST^nplwoIXV)rmjRJpe9v.+*fh/nHT?tcG=hwc$FTt_@fZr_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
