ConcordSearch.register("en/c-b5e0205655","1T5.?[VwKVy3qKqF:&@7ffFVLOqow)#!i9Whq[XcM*-kA+KF32#y+kR!");
