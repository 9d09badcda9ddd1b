ConcordSearch.register("en/c-996d859016","3S-z.)VwKVy3qKqF:&@7ffG91Xqow)#!i9WhotcpE*-kA+KF32#y+kR!0rr6300000");
