ConcordSearch.register("en/d-f7d34c7a08-v","2T5ZYFVwKVyo3L*rfXsF@:_0WnhA1K.:T+ST^nplwoIXUxsjf}Mpe9v.+*fh/nHT?tcG=hwc$FTt_@bf*_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb");
