ConcordSearch.register("en/c-e884b2d8bb","0T5.?[VwKVy3qKqF:&@7ffF=RPqow)#!i9WhlSpWSLh45svVWJ%y?$W6");
