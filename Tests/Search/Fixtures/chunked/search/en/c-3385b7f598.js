ConcordSearch.register("en/c-3385b7f598","0T5.?[VwKVy3qKqF:&@7ffF#.Qqow)#!i9WhlU0/*Lh45svVWJ%y?$W6");
