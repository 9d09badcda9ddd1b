ConcordSearch.register("en/c-c20083e340","3S-z.)VwKVy3qKqF:&@7ffFV.Tqow)#!i9WhgRF:g*-kA+KF32#y+kR!0rr6300000");
