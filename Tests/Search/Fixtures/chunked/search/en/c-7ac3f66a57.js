ConcordSearch.register("en/c-7ac3f66a57","0T5.?[VwKVy3qKqF:&@7ffF=OOqow)#!i9WhlO(AmLh45svVWJ%y?$W6");
