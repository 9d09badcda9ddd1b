ConcordSearch.register("en/c-2f8ee518db","1T5.?[VwKVy3qKqF:&@7ffG8+Qqow)#!i9WhBg)J}*-kA+KF32#y+kR!");
