ConcordSearch.register("en/c-4de092246f","1T5.?[VwKVy3qKqF:&@7ffG8}Vqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!");
