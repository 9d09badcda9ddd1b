ConcordSearch.register("en/c-2d2f23e9cc","1T5.?[VwKVy3p)&^rwlmg^ORE{&)Z9?0Z*FhJfq%ob]%[Q/JFmP");
