ConcordSearch.register("en/c-137b5382cd","2S-z.)VwKVy3qKqF:&@7ffFMFNqow)#!i9WhlJ+2XLh45svVWJ%y?$W6009600@@r3");
