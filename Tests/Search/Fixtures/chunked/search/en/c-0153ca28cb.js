ConcordSearch.register("en/c-0153ca28cb","1T5.?[VwKVy3qKqF:&@7ffF(XQqow)#!i9Whw4^?:*-kA+KF32#y+kR!");
