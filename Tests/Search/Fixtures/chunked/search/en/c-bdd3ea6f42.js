ConcordSearch.register("en/c-bdd3ea6f42","3S-z.)VwKVy3qKqF:&@7ffFVOPqow)#!i9WhgRF:g*-kA+KF32#y+kR!0rr6300000");
