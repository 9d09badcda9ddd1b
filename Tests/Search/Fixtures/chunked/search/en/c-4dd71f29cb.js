ConcordSearch.register("en/c-4dd71f29cb","1T5.?[VwKVy3qKqF:&@7ffTsWaqow)#!i9WhBg)J}*-kA+KF32#y+kR!");
