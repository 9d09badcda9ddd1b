ConcordSearch.register("en/d-3d2de049c9-y","3S-yPEVwKVyo3L*rU*yMw:_0WnhA1BX:T+ST^nplwoIXV)p%@hFpe9v.+*fh/nHT?tcG=hwc$FTt_@fZq_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
