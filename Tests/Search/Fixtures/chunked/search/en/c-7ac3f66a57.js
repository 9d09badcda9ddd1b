ConcordSearch.register("en/c-7ac3f66a57","2S-z.)VwKVy3qKqF:&@7ffF=OOqow)#!i9WhlO(AmLh45svVWJ%y?$W6009600@@r3");
