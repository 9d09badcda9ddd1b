ConcordSearch.register("en/c-e3568939c3","1T5.?[VwKVy3qKqF:&@7ffFVURqow)#!i9WhgRF:g*-kA+KF32#y+kR!");
