ConcordSearch.register("en/c-6a8924a9f6","2S-z.)VwKVy3qKqF:&@7ffF=+Tqow)#!i9WhlSpWSLh45svVWJ%y?$W6009600@@r3");
