ConcordSearch.register("en/c-1b8fd27d3e","2S-z.)VwKVy3qKqF:&@7ffFMIOqow)#!i9WhlQOLCLh45svVWJ%y?$W6009600@@r3");
