ConcordSearch.register("en/c-3ae08707ea","0T5.?[VwKVy3qKqF:&@7ffTjE5qow)#!i9WhlNfp6Lh45svVWJ%y?$W6");
