ConcordSearch.register("en/c-f8ffdf26f6","1T5.?[VwKVy3qKqF:&@7ffFVRQqow)#!i9Whq[XcM*-kA+KF32#y+kR!");
