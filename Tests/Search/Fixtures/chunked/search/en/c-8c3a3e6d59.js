ConcordSearch.register("en/c-8c3a3e6d59","1T5.?[VwKVy3qKqF:&@7ffF(+Sqow)#!i9WhbFx50*-kA+KF32#y+kR!");
