ConcordSearch.register("en/c-f569885ae6","1T5.?[VwKVy3qKqF:&@7ffT:*aqow)#!i9WhotcpE*-kA+KF32#y+kR!");
