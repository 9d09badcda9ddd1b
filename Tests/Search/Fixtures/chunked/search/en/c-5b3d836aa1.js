ConcordSearch.register("en/c-5b3d836aa1","1T5.?[VwKVy3qKqF:&@7ffFVXSqow)#!i9Whq[XcM*-kA+KF32#y+kR!");
