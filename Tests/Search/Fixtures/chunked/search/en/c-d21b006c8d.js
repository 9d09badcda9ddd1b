ConcordSearch.register("en/c-d21b006c8d","1T5.?[VwKVy3qKqF:&@7ffG8?Sqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!");
