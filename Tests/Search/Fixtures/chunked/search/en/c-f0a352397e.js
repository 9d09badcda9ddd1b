ConcordSearch.register("en/c-f0a352397e","3S-z.)VwKVy3qKqF:&@7ffF(!Tqow)#!i9Whw4^?:*-kA+KF32#y+kR!0rr6300000");
