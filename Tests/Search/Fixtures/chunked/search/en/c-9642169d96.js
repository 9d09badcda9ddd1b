ConcordSearch.register("en/c-9642169d96","0T5.?[VwKVy3qKqF:&@7ffF#}Wqow)#!i9WhlLEd(Lh45svVWJ%y?$W6");
