ConcordSearch.register("en/c-456de5b092","2S-z.)VwKVy3qKqF:&@7ffF#+Rqow)#!i9WhlU0/*Lh45svVWJ%y?$W6009600@@r3");
