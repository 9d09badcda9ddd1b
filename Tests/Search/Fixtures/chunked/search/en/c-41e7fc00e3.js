ConcordSearch.register("en/c-41e7fc00e3","3S-z.)VwKVy3qKqF:&@7ffG8$Wqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!0rr6300000");
