ConcordSearch.register("en/c-e1080fa3e6","3S-z.)VwKVy3qKqF:&@7ffTsK6qow)#!i9WhBg)J}*-kA+KF32#y+kR!0rr6300000");
