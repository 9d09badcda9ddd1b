ConcordSearch.register("en/c-996d859016","1T5.?[VwKVy3qKqF:&@7ffG91Xqow)#!i9WhotcpE*-kA+KF32#y+kR!");
