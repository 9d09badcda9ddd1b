ConcordSearch.register("en/c-77ec479ef4","2S-z.)VwKVy3p)&^rwlmc^ORE{&)Z9?0Z!iCJfq%ob]%[Q/JFmP009600@@r3");
