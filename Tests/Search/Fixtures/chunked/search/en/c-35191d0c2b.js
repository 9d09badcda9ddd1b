ConcordSearch.register("en/c-35191d0c2b","2S-z.)VwKVy3qKqF:&@7ffF#?Tqow)#!i9WhlNfp6Lh45svVWJ%y?$W6009600@@r3");
