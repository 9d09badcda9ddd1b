ConcordSearch.register("en/d-f7d34c7a08-r","2T5ZYFVwKVyo3L*rfW[h[:_0WnhzOvZ:T+ST^nplwoIXUxq{[IIpe9v.+*fh/nHT?tcG=hwc$FTt_@fTr_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb");
