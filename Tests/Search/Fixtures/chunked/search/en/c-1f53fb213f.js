ConcordSearch.register("en/c-1f53fb213f","0T5.?[VwKVy3qKqF:&@7ffFMOQqow)#!i9WhlQOLCLh45svVWJ%y?$W6");
