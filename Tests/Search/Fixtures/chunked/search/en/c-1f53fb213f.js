ConcordSearch.register("en/c-1f53fb213f","2S-z.)VwKVy3qKqF:&@7ffFMOQqow)#!i9WhlQOLCLh45svVWJ%y?$W6009600@@r3");
