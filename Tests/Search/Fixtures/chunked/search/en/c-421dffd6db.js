ConcordSearch.register("en/c-421dffd6db","3S-z.)VwKVy3qKqF:&@7ffFVINqow)#!i9WhgRF:g*-kA+KF32#y+kR!0rr6300000");
