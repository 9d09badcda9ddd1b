ConcordSearch.register("en/c-a54eb3d19c","2S-z.)VwKVy3qKqF:&@7ffF=!Uqow)#!i9WhlO(AmLh45svVWJ%y?$W6009600@@r3");
