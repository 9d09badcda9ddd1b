ConcordSearch.register("en/c-3385b7f598","2S-z.)VwKVy3qKqF:&@7ffF#.Qqow)#!i9WhlU0/*Lh45svVWJ%y?$W6009600@@r3");
