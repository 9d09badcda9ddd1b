ConcordSearch.register("en/c-27105b76db","1T5.?[VwKVy3qKqF:&@7ffG8~Tqow)#!i9WhotcpE*-kA+KF32#y+kR!");
