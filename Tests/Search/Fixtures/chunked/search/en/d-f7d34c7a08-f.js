ConcordSearch.register("en/d-f7d34c7a08-f","2T5ZYFVwKVyo3L*rfXjz}:_0Wnhz!BZ:T+ST^nplwoIXUxr)_?Lpe9v.+*fh/nHT?tcG=hwc$FTt_@fWr_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb");
