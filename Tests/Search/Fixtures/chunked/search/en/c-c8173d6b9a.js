ConcordSearch.register("en/c-c8173d6b9a","2S-z.)VwKVy3qKqF:&@7ffF#XPqow)#!i9WhlNfp6Lh45svVWJ%y?$W6009600@@r3");
