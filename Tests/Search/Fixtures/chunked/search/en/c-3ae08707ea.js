ConcordSearch.register("en/c-3ae08707ea","2S-z.)VwKVy3qKqF:&@7ffTjE5qow)#!i9WhlNfp6Lh45svVWJ%y?$W6009600@@r3");
