ConcordSearch.register("en/c-b127c72223","2S-z.)VwKVy3qKqF:&@7ffFMUSqow)#!i9WhlQOLCLh45svVWJ%y?$W6009600@@r3");
