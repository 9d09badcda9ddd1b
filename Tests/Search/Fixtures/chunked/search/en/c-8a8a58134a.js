ConcordSearch.register("en/c-8a8a58134a","0T5.?[VwKVy3qKqF:&@7ffF=LNqow)#!i9WhlSpWSLh45svVWJ%y?$W6");
