ConcordSearch.register("en/c-b5e0205655","3S-z.)VwKVy3qKqF:&@7ffFVLOqow)#!i9Whq[XcM*-kA+KF32#y+kR!0rr6300000");
