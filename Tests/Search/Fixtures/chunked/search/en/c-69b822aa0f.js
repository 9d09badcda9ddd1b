ConcordSearch.register("en/c-69b822aa0f","3S-z.)VwKVy3qKqF:&@7ffT:%eqow)#!i9WhotcpE*-kA+KF32#y+kR!0rr6300000");
