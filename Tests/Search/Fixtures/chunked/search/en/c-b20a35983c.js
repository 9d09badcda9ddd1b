ConcordSearch.register("en/c-b20a35983c","1T5.?[VwKVy3qKqF:&@7ffTK*cqow)#!i9Wh6tou/*-kA+KF32#y+kR!");
