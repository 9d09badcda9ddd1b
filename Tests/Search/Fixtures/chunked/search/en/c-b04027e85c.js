ConcordSearch.register("en/c-b04027e85c","2S-z.)VwKVy3qKqF:&@7ffTB:bqow)#!i9WhlVY@1Lh45svVWJ%y?$W6009600@@r3");
