ConcordSearch.register("en/c-693702f024","3S-z.)VwKVy3qKqF:&@7ffG8!Rqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!0rr6300000");
