ConcordSearch.register("en/c-69c34b2991","0T5.?[VwKVy3qKqF:&@7ffF#[Vqow)#!i9WhlU0/*Lh45svVWJ%y?$W6");
