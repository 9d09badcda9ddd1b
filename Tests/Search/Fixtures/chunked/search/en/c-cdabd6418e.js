ConcordSearch.register("en/c-cdabd6418e","1T5.?[VwKVy3qKqF:&@7ffFVFMqow)#!i9Whq[XcM*-kA+KF32#y+kR!");
