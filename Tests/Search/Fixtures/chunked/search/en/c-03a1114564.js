ConcordSearch.register("en/c-03a1114564","0T5.?[VwKVy3qKqF:&@7ffF=XRqow)#!i9WhlSpWSLh45svVWJ%y?$W6");
