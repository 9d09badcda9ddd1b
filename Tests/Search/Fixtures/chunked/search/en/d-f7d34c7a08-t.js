ConcordSearch.register("en/d-f7d34c7a08-t","3S-yPEVwKVyo3L*rfXsF@:_0WnhNlrg:T+ST^nplwoIXUxsjf}Mpe9v.+*fh/nHT?tcG=hwc$FTt_@dwL_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
