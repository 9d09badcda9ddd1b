ConcordSearch.register("en/c-6b54439b80","1T5.?[VwKVy3qKqF:&@7ffF(?Uqow)#!i9Whw4^?:*-kA+KF32#y+kR!");
