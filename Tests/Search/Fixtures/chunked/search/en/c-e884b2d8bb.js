ConcordSearch.register("en/c-e884b2d8bb","2S-z.)VwKVy3qKqF:&@7ffF=RPqow)#!i9WhlSpWSLh45svVWJ%y?$W6009600@@r3");
