ConcordSearch.register("en/c-48e8fe15d3","0T5.?[VwKVy3qKqF:&@7ffTT:9qow)#!i9WhlLEd(Lh45svVWJ%y?$W6");
