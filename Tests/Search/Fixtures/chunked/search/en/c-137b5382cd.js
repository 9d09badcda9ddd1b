ConcordSearch.register("en/c-137b5382cd","0T5.?[VwKVy3qKqF:&@7ffFMFNqow)#!i9WhlJ+2XLh45svVWJ%y?$W6");
