ConcordSearch.register("en/c-421dffd6db","1T5.?[VwKVy3qKqF:&@7ffFVINqow)#!i9WhgRF:g*-kA+KF32#y+kR!");
