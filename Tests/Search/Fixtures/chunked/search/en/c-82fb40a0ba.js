ConcordSearch.register("en/c-82fb40a0ba","2S-z.)VwKVy3qKqF:&@7ffF=.Sqow)#!i9WhlO(AmLh45svVWJ%y?$W6009600@@r3");
