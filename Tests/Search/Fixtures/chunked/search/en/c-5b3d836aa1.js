ConcordSearch.register("en/c-5b3d836aa1","3S-z.)VwKVy3qKqF:&@7ffFVXSqow)#!i9Whq[XcM*-kA+KF32#y+kR!0rr6300000");
