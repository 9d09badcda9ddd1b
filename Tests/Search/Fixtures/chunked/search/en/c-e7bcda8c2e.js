ConcordSearch.register("en/c-e7bcda8c2e","2S-z.)VwKVy3qKqF:&@7ffFMLPqow)#!i9WhlJ+2XLh45svVWJ%y?$W6009600@@r3");
