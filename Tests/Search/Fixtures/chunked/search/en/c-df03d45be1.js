ConcordSearch.register("en/c-df03d45be1","2S-z.)VwKVy3qKqF:&@7ffF#!Sqow)#!i9WhlLEd(Lh45svVWJ%y?$W6009600@@r3");
