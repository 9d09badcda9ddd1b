ConcordSearch.register("en/d-3d2de049c9-w","3S-yPEVwKVyo3L*rU*yMw:_0WnhA1EY:T+ST^nplwoIXV)p%@hFpe9v.+*fh/nHT?tcG=hwc$FTt_@bf/_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
