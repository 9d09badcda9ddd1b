ConcordSearch.register("en/c-b1bfe1d861","1T5.?[VwKVy3qKqF:&@7ffF(UPqow)#!i9Whw4^?:*-kA+KF32#y+kR!");
