ConcordSearch.register("en/c-b20a35983c","3S-z.)VwKVy3qKqF:&@7ffTK*cqow)#!i9Wh6tou/*-kA+KF32#y+kR!0rr6300000");
