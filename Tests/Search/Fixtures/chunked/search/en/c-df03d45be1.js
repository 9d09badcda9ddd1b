ConcordSearch.register("en/c-df03d45be1","0T5.?[VwKVy3qKqF:&@7ffF#!Sqow)#!i9WhlLEd(Lh45svVWJ%y?$W6");
