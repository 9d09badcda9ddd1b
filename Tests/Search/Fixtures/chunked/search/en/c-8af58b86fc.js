ConcordSearch.register("en/c-8af58b86fc","2S-z.)VwKVy3qKqF:&@7ffFMRRqow)#!i9WhlJ+2XLh45svVWJ%y?$W6009600@@r3");
