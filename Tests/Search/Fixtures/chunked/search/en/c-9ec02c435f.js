ConcordSearch.register("en/c-9ec02c435f","3S-z.)VwKVy3qKqF:&@7ffF(.Rqow)#!i9Wh6tou/*-kA+KF32#y+kR!0rr6300000");
