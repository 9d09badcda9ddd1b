ConcordSearch.register("en/c-9642169d96","2S-z.)VwKVy3qKqF:&@7ffF#}Wqow)#!i9WhlLEd(Lh45svVWJ%y?$W6009600@@r3");
