ConcordSearch.register("en/d-f7d34c7a08-o","2T5ZYFVwKVyo3L*rfW[h[:_0WnhzOdT:T+ST^nplwoIXUxq{[IIpe9v.+*fh/nHT?tcG=hwc$FTt_@fTo_FKC~wtyX2xo.K&R~$(rwMC4W7nZo%!UOQARLJu+~b2}NGv3)dWeZgb");
