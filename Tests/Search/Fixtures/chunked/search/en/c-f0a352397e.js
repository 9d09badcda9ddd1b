ConcordSearch.register("en/c-f0a352397e","1T5.?[VwKVy3qKqF:&@7ffF(!Tqow)#!i9Whw4^?:*-kA+KF32#y+kR!");
