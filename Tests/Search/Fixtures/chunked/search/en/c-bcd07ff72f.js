ConcordSearch.register("en/c-bcd07ff72f","2S-z.)VwKVy3qKqF:&@7ffTBQ7qow)#!i9WhlVY@1Lh45svVWJ%y?$W6009600@@r3");
