ConcordSearch.register("en/c-bdd3ea6f42","1T5.?[VwKVy3qKqF:&@7ffFVOPqow)#!i9WhgRF:g*-kA+KF32#y+kR!");
