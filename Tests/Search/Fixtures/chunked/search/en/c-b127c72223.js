ConcordSearch.register("en/c-b127c72223","0T5.?[VwKVy3qKqF:&@7ffFMUSqow)#!i9WhlQOLCLh45svVWJ%y?$W6");
