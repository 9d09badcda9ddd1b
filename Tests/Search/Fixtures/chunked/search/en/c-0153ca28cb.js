ConcordSearch.register("en/c-0153ca28cb","3S-z.)VwKVy3qKqF:&@7ffF(XQqow)#!i9Whw4^?:*-kA+KF32#y+kR!0rr6300000");
