ConcordSearch.register("en/c-754824d8a9","2S-z.)VwKVy3qKqF:&@7ffTT)dqow)#!i9WhlLEd(Lh45svVWJ%y?$W6009600@@r3");
