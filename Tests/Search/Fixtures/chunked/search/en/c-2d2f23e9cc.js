ConcordSearch.register("en/c-2d2f23e9cc","2S-z.)VwKVy3p)&^rwlmg^ORE{&)Z9?0Z*FhJfq%ob]%[Q/JFmP009600@@r3");
