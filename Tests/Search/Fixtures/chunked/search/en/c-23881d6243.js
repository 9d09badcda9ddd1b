ConcordSearch.register("en/c-23881d6243","1T5.?[VwKVy3qKqF:&@7ffG8[Uqow)#!i9WhBg)J}*-kA+KF32#y+kR!");
