ConcordSearch.register("en/d-f7d34c7a08-s","3S-yPEVwKVyo3L*rfXsF@:_0WnhNlfc:T+ST^nplwoIXUxsjf}Mpe9v.+*fh/nHT?tcG=hwc$FTt_@dwJ_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
