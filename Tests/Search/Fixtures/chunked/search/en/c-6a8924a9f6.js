ConcordSearch.register("en/c-6a8924a9f6","0T5.?[VwKVy3qKqF:&@7ffF=+Tqow)#!i9WhlSpWSLh45svVWJ%y?$W6");
