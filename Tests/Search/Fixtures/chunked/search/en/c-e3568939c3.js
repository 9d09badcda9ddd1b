ConcordSearch.register("en/c-e3568939c3","3S-z.)VwKVy3qKqF:&@7ffFVURqow)#!i9WhgRF:g*-kA+KF32#y+kR!0rr6300000");
