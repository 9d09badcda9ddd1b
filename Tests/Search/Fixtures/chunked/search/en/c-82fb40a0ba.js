ConcordSearch.register("en/c-82fb40a0ba","0T5.?[VwKVy3qKqF:&@7ffF=.Sqow)#!i9WhlO(AmLh45svVWJ%y?$W6");
