ConcordSearch.register("en/c-05367d6b5b","2S-z.)VwKVy3qKqF:&@7ffF=UQqow)#!i9WhlO(AmLh45svVWJ%y?$W6009600@@r3");
