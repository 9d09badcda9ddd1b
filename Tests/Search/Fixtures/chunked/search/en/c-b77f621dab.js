ConcordSearch.register("en/c-b77f621dab","0T5.?[VwKVy3qKqF:&@7ffF#~Uqow)#!i9WhlU0/*Lh45svVWJ%y?$W6");
