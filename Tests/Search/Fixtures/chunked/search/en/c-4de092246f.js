ConcordSearch.register("en/c-4de092246f","3S-z.)VwKVy3qKqF:&@7ffG8}Vqow)#!i9Wh3+.HZ*-kA+KF32#y+kR!0rr6300000");
