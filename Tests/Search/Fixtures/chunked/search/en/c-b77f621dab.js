ConcordSearch.register("en/c-b77f621dab","2S-z.)VwKVy3qKqF:&@7ffF#~Uqow)#!i9WhlU0/*Lh45svVWJ%y?$W6009600@@r3");
