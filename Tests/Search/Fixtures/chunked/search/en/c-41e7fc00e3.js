ConcordSearch.register("en/c-41e7fc00e3","1T5.?[VwKVy3qKqF:&@7ffG8$Wqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!");
