ConcordSearch.register("en/c-77ec479ef4","1T5.?[VwKVy3p)&^rwlmc^ORE{&)Z9?0Z!iCJfq%ob]%[Q/JFmP");
