ConcordSearch.register("en/c-69c34b2991","2S-z.)VwKVy3qKqF:&@7ffF#[Vqow)#!i9WhlU0/*Lh45svVWJ%y?$W6009600@@r3");
