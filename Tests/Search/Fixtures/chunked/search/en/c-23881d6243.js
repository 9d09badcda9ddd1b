ConcordSearch.register("en/c-23881d6243","3S-z.)VwKVy3qKqF:&@7ffG8[Uqow)#!i9WhBg)J}*-kA+KF32#y+kR!0rr6300000");
