ConcordSearch.register("en/c-48e8fe15d3","2S-z.)VwKVy3qKqF:&@7ffTT:9qow)#!i9WhlLEd(Lh45svVWJ%y?$W6009600@@r3");
