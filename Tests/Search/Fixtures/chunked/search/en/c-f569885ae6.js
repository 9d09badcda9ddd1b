ConcordSearch.register("en/c-f569885ae6","3S-z.)VwKVy3qKqF:&@7ffT:*aqow)#!i9WhotcpE*-kA+KF32#y+kR!0rr6300000");
