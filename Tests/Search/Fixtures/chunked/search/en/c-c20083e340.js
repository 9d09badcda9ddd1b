ConcordSearch.register("en/c-c20083e340","1T5.?[VwKVy3qKqF:&@7ffFV.Tqow)#!i9WhgRF:g*-kA+KF32#y+kR!");
