ConcordSearch.register("en/c-693702f024","1T5.?[VwKVy3qKqF:&@7ffG8!Rqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!");
