ConcordSearch.register("en/c-d0ad7eb5ba","2S-z.)VwKVy3qKqF:&@7ffFMCMqow)#!i9WhlQOLCLh45svVWJ%y?$W6009600@@r3");
