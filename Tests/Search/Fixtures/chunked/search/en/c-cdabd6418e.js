ConcordSearch.register("en/c-cdabd6418e","3S-z.)VwKVy3qKqF:&@7ffFVFMqow)#!i9Whq[XcM*-kA+KF32#y+kR!0rr6300000");
