ConcordSearch.register("en/c-8af58b86fc","0T5.?[VwKVy3qKqF:&@7ffFMRRqow)#!i9WhlJ+2XLh45svVWJ%y?$W6");
