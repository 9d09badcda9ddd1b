ConcordSearch.register("en/c-8a8a58134a","2S-z.)VwKVy3qKqF:&@7ffF=LNqow)#!i9WhlSpWSLh45svVWJ%y?$W6009600@@r3");
