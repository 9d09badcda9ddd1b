ConcordSearch.register("en/d-f7d34c7a08-l","3S-yPEVwKVyo3L*rfXat{:_0WnhzOmW:T+ST^nplwoIXUxrNK.Kpe9v.+*fh/nHT?tcG=hwc$FTt_@b9!_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb0rr6300000");
