ConcordSearch.register("en/c-6b54439b80","3S-z.)VwKVy3qKqF:&@7ffF(?Uqow)#!i9Whw4^?:*-kA+KF32#y+kR!0rr6300000");
