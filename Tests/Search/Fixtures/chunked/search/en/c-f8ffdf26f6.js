ConcordSearch.register("en/c-f8ffdf26f6","3S-z.)VwKVy3qKqF:&@7ffFVRQqow)#!i9Whq[XcM*-kA+KF32#y+kR!0rr6300000");
