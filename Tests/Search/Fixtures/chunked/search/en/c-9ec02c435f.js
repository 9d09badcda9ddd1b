ConcordSearch.register("en/c-9ec02c435f","1T5.?[VwKVy3qKqF:&@7ffF(.Rqow)#!i9Wh6tou/*-kA+KF32#y+kR!");
