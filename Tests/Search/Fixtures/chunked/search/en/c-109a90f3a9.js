ConcordSearch.register("en/c-109a90f3a9","3S-z.)VwKVy3qKqF:&@7ffF(ROqow)#!i9WhbFx50*-kA+KF32#y+kR!0rr6300000");
