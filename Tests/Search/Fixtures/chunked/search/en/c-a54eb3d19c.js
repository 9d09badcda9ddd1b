ConcordSearch.register("en/c-a54eb3d19c","0T5.?[VwKVy3qKqF:&@7ffF=!Uqow)#!i9WhlO(AmLh45svVWJ%y?$W6");
