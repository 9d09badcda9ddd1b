ConcordSearch.register("en/d-3d2de049c9-12","3S-yPEVwKVyo3L*rU**&A:_0WnhNVDg:T+ST^nplwoIXV)rmjRJpe9v.+*fh/nHT?tcG=hwc$FTt_@dCL_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
