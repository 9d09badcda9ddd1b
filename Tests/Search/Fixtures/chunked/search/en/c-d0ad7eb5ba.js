ConcordSearch.register("en/c-d0ad7eb5ba","0T5.?[VwKVy3qKqF:&@7ffFMCMqow)#!i9WhlQOLCLh45svVWJ%y?$W6");
