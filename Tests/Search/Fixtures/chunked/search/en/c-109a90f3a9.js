ConcordSearch.register("en/c-109a90f3a9","1T5.?[VwKVy3qKqF:&@7ffF(ROqow)#!i9WhbFx50*-kA+KF32#y+kR!");
