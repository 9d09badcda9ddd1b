ConcordSearch.register("en/c-fc346f2a0d","2S-z.)VwKVy3qKqF:&@7ffTjQ9qow)#!i9WhlNfp6Lh45svVWJ%y?$W6009600@@r3");
