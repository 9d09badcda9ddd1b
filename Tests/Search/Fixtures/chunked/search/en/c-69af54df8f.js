ConcordSearch.register("en/c-69af54df8f","3S-z.)VwKVy3qKqF:&@7ffF(~Vqow)#!i9Wh6tou/*-kA+KF32#y+kR!0rr6300000");
