ConcordSearch.register("en/c-bcf40f3f12","3S-z.)VwKVy3qKqF:&@7ffTKW8qow)#!i9Wh6tou/*-kA+KF32#y+kR!0rr6300000");
