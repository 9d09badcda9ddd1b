ConcordSearch.register("en/c-05367d6b5b","0T5.?[VwKVy3qKqF:&@7ffF=UQqow)#!i9WhlO(AmLh45svVWJ%y?$W6");
