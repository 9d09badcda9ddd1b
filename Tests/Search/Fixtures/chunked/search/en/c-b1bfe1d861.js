ConcordSearch.register("en/c-b1bfe1d861","3S-z.)VwKVy3qKqF:&@7ffF(UPqow)#!i9Whw4^?:*-kA+KF32#y+kR!0rr6300000");
