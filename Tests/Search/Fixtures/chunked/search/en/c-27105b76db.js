ConcordSearch.register("en/c-27105b76db","3S-z.)VwKVy3qKqF:&@7ffG8~Tqow)#!i9WhotcpE*-kA+KF32#y+kR!0rr6300000");
