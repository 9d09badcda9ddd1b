ConcordSearch.register("en/c-69af54df8f","1T5.?[VwKVy3qKqF:&@7ffF(~Vqow)#!i9Wh6tou/*-kA+KF32#y+kR!");
