ConcordSearch.register("en/c-2f8ee518db","3S-z.)VwKVy3qKqF:&@7ffG8+Qqow)#!i9WhBg)J}*-kA+KF32#y+kR!0rr6300000");
