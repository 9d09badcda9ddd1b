ConcordSearch.register("en/c-4dd71f29cb","3S-z.)VwKVy3qKqF:&@7ffTsWaqow)#!i9WhBg)J}*-kA+KF32#y+kR!0rr6300000");
