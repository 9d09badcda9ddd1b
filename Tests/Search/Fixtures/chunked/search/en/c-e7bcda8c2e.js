ConcordSearch.register("en/c-e7bcda8c2e","0T5.?[VwKVy3qKqF:&@7ffFMLPqow)#!i9WhlJ+2XLh45svVWJ%y?$W6");
