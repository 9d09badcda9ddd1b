ConcordSearch.register("en/c-03a1114564","2S-z.)VwKVy3qKqF:&@7ffF=XRqow)#!i9WhlSpWSLh45svVWJ%y?$W6009600@@r3");
