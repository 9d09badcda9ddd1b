ConcordSearch.register("en/c-d21b006c8d","3S-z.)VwKVy3qKqF:&@7ffG8?Sqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!0rr6300000");
