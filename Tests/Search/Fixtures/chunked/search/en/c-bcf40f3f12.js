ConcordSearch.register("en/c-bcf40f3f12","1T5.?[VwKVy3qKqF:&@7ffTKW8qow)#!i9Wh6tou/*-kA+KF32#y+kR!");
