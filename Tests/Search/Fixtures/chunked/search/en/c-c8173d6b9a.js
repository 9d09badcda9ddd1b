ConcordSearch.register("en/c-c8173d6b9a","0T5.?[VwKVy3qKqF:&@7ffF#XPqow)#!i9WhlNfp6Lh45svVWJ%y?$W6");
