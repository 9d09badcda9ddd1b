ConcordSearch.register("en/c-69b822aa0f","1T5.?[VwKVy3qKqF:&@7ffT:%eqow)#!i9WhotcpE*-kA+KF32#y+kR!");
