ConcordSearch.register("en/d-f7d34c7a08-f","3S-yPEVwKVyo3L*rfXjz}:_0Wnhz!BZ:T+ST^nplwoIXUxr)_?Lpe9v.+*fh/nHT?tcG=hwc$FTt_@fWr_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
