ConcordSearch.register("en/c-1b8fd27d3e","0T5.?[VwKVy3qKqF:&@7ffFMIOqow)#!i9WhlQOLCLh45svVWJ%y?$W6");
