ConcordSearch.register("en/c-3fc2f4c7e9","2S-z.)VwKVy3qKqF:&@7ffFMzLqow)#!i9WhlJ+2XLh45svVWJ%y?$W6009600@@r3");
