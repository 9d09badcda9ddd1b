ConcordSearch.register("en/c-754824d8a9","0T5.?[VwKVy3qKqF:&@7ffTT)dqow)#!i9WhlLEd(Lh45svVWJ%y?$W6");
