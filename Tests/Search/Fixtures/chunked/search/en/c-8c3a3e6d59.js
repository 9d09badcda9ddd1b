ConcordSearch.register("en/c-8c3a3e6d59","3S-z.)VwKVy3qKqF:&@7ffF(+Sqow)#!i9WhbFx50*-kA+KF32#y+kR!0rr6300000");
